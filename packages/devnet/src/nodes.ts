// Runs a `hardhat node` (hardhat 3, on Node 22) as a child process. Its output goes to a log
// file, not a pipe: a piped node dies with EPIPE when the parent exits (devnet-facts).
import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { rpc } from './rpc.ts'

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))
const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..')
const READY_TIMEOUT_MS = 30_000

export interface NodeOptions {
  chainId: number
  /** Interval mining period; automine stays on as well. */
  blockMs: number
  initialBaseFeeWei: bigint
  /** Genesis time when not now (the back-dated L1, clock.ts). */
  initialDate?: Date
  logFile: string
  hardhatDir: string
}

export interface NodeProcess {
  pid: number
  url: string
  stop(): Promise<void>
}

/** hardhat 3 needs Node ≥ 22.13: use ours if it qualifies, else the repo's `node` package. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0])
  if (major >= 22) return process.execPath
  const local = path.join(REPO_ROOT, 'node_modules/.bin/node')
  if (existsSync(local)) return local
  throw new Error('hardhat 3 needs Node 22: run through npm scripts or node_modules/.bin/node')
}

function hardhatCli(): string {
  const main = createRequire(import.meta.url).resolve('hardhat')
  return path.join(path.dirname(main), 'cli.js')
}

/** npm on Node 20 silently skips hardhat's native EDR binary (engines ≥ 22): say how to fix it. */
function explainStartFailure(log: string): string {
  if (log.includes('Cannot find native binding'))
    return `${log}\nThe EDR native binary is missing: npm skips it when npm itself runs on Node 20. Fix: cd ${REPO_ROOT} && PATH=$PWD/node_modules/.bin:$PATH npm install`
  return log
}

const readLog = (file: string): string => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
const tail = (file: string): string => readLog(file).split('\n').slice(-30).join('\n')

/** hardhat prints the address it bound; with --port 0 that is where the port is learnt. */
const LISTENING = /JSON-RPC server at (http:\/\/127\.0\.0\.1:\d+)\//

async function waitReady(child: ChildProcess, opts: NodeOptions): Promise<string> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `hardhat node (chain ${opts.chainId}) exited:\n${explainStartFailure(tail(opts.logFile))}`,
      )
    const url = LISTENING.exec(readLog(opts.logFile))?.[1]
    if (url) {
      const id = await rpc<string>(url, 'eth_chainId')
      if (Number(id) !== opts.chainId)
        throw new Error(`${url} answers chain id ${Number(id)}, not ${opts.chainId}`)
      return url
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`hardhat node (chain ${opts.chainId}) not ready after ${READY_TIMEOUT_MS} ms`)
}

/** Sends SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function killProcess(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/**
 * Starts a node on a free port of its choosing (--port 0): the public port belongs to the RPC
 * proxy in front of it (rpcProxy.ts).
 */
export async function startNode(opts: NodeOptions): Promise<NodeProcess> {
  const log = openSync(opts.logFile, 'w')
  const args = [hardhatCli(), 'node', '--config', path.join(PACKAGE_DIR, 'hardhat.config.ts')]
  args.push('--chain-id', String(opts.chainId), '--port', '0', '--hostname', '127.0.0.1')
  const child = spawn(nodeBinary(), args, {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY: 'true',
      TIDEPOOL_DEVNET_HARDHAT_DIR: opts.hardhatDir,
      TIDEPOOL_DEVNET_BLOCK_MS: String(opts.blockMs),
      TIDEPOOL_DEVNET_BASE_FEE: String(opts.initialBaseFeeWei),
      TIDEPOOL_DEVNET_INITIAL_DATE: opts.initialDate?.toISOString() ?? '',
    },
  })
  closeSync(log)
  const pid = child.pid
  if (pid === undefined) throw new Error(`could not spawn hardhat node for chain ${opts.chainId}`)
  let url: string
  try {
    url = await waitReady(child, opts)
    // The node task turns per-request logging on; it would flood the log file at 1 block/s.
    await rpc(url, 'hardhat_setLoggingEnabled', [false])
  } catch (e) {
    await killProcess(child)
    throw e
  }
  return { pid, url, stop: () => killProcess(child) }
}
