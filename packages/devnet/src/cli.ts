#!/usr/bin/env node
// `npm start -w packages/devnet`: starts the devnet in the foreground until Ctrl-C.
import { readFileSync } from 'node:fs'
import { CliError, parseCliArgs, USAGE } from './cliArgs.ts'
import { DevnetRunningError, startDevnet } from './index.ts'
import { isAlive } from './lock.ts'

/** Parent pid of `pid` from /proc (Linux); undefined elsewhere or when it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isSafeInteger(ppid) && ppid > 1 ? ppid : undefined
  } catch {
    return undefined
  }
}

/**
 * Resolves on Ctrl-C / SIGTERM / SIGHUP, or when our parent or grandparent dies: `npm start`
 * killed without a signal to its script leaves us under an orphaned `sh -c`, and the nodes must
 * not outlive the command that started them.
 */
function untilStopped(): Promise<void> {
  const ancestors = [process.ppid, parentOf(process.ppid)].filter((p) => p !== undefined)
  return new Promise((resolve) => {
    const stop = (why: string): void => {
      clearInterval(watchdog)
      console.log(`\n${why}: stopping the devnet…`)
      resolve()
    }
    const watchdog = setInterval(() => {
      if (ancestors.some((pid) => !isAlive(pid))) stop('parent process gone')
    }, 1000)
    process.once('SIGINT', () => stop('SIGINT'))
    process.once('SIGTERM', () => stop('SIGTERM'))
    process.once('SIGHUP', () => stop('SIGHUP'))
  })
}

async function main(): Promise<number> {
  let command: ReturnType<typeof parseCliArgs>
  try {
    command = parseCliArgs(process.argv.slice(2))
  } catch (e) {
    if (!(e instanceof CliError)) throw e
    console.error(`${e.message}\n\n${USAGE}`)
    return 2
  }
  if (command.kind === 'help') {
    console.log(USAGE)
    return 0
  }
  const log = (line: string): void => console.log(`[devnet] ${line}`)
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  try {
    devnet = await startDevnet({ ...command.options, log })
  } catch (e) {
    if (!(e instanceof DevnetRunningError)) throw e
    console.error(e.message)
    return 1
  }
  const { manifest } = devnet
  console.log(`\nTidepool devnet running. Manifest: ${devnet.manifestPath}`)
  for (const chain of manifest.chains)
    console.log(`  ${chain.name} (chain ${chain.chainId}): ${chain.rpcUrl}`)
  console.log(`  manifest:  ${devnet.httpUrl}/manifest.json`)
  console.log(`  tokens:    ${manifest.tokenListUrls.join(' ')}`)
  console.log(`  explorer:  ${manifest.explorerUrl}`)
  console.log(`  accounts:  ${manifest.accounts.length} funded (keys in the manifest)`)
  console.log('Press Ctrl-C to stop.')
  await untilStopped()
  await devnet.stop()
  return 0
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e)
    process.exit(1)
  },
)
