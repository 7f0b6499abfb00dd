// `npm start`: the local protocol replica (L1 + L2 devnet, manifest and token-list server),
// the quote service (GET /quote, issue 4) on it, and the web app's dev server pointed at it.
// Prints the URLs; Ctrl-C stops everything.
import path from 'node:path'
import { parseCliArgs, startDevnet, USAGE } from '@tidepool/devnet'
import { createQuoteServer } from '@tidepool/quote-service'

const repo = path.resolve(import.meta.dirname, '..')
const started = performance.now()

// The devnet's own options (`npm start -- --chain-id 1 --l2-chain-id 42161`, spec'd for experts;
// `npm start -- --replica mainnet` for the mainnet replica, issue 17).
let command: ReturnType<typeof parseCliArgs>
try {
  command = parseCliArgs(process.argv.slice(2))
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exit(2)
}
if (command.kind === 'help') {
  console.log(USAGE.replace('npm start -w packages/devnet -- [options]', 'npm start -- [options]'))
  process.exit(0)
}

let devnet: Awaited<ReturnType<typeof startDevnet>>
try {
  devnet = await startDevnet({ ...command.options, log: (line) => console.log(`[devnet] ${line}`) })
} catch (e) {
  console.error(`\n${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
}
console.log(`[devnet] ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const QUOTE_PORT = 8548
let quotes: Awaited<ReturnType<typeof createQuoteServer>>
try {
  quotes = await createQuoteServer({
    manifest: devnet.manifest,
    port: QUOTE_PORT,
    warmUp: true,
    // One line per error (a route the chain disagreed with, a failed read); info stays quiet.
    log: (entry) => {
      if (entry.level === 'error') console.error(`[quote] ${JSON.stringify(entry)}`)
    },
  })
} catch (e) {
  console.error(
    `\nquote service on port ${QUOTE_PORT}: ${e instanceof Error ? e.message : String(e)}`,
  )
  await devnet.stop()
  process.exit(1)
}
const l1 = devnet.manifest.chains[0]
const [weth, usdc] = ['WETH', 'USDC'].map((s) => l1?.tokens.find((t) => t.symbol === s)?.address)
const quoteExample = `${quotes.url}/quote?tokenInAddress=${weth}&tokenInChainId=${l1?.chainId}&tokenOutAddress=${usdc}&tokenOutChainId=${l1?.chainId}&amount=1000000000000000000&type=exactIn`

// The dev server reads the devnet URL at start-up (apps/web/vite.config.ts).
process.env.TIDEPOOL_DEVNET_URL = devnet.httpUrl
const { createServer } = await import('vite')
const server = await createServer({
  configFile: path.join(repo, 'apps/web/vite.config.ts'),
  root: path.join(repo, 'apps/web'),
})
await server.listen()
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'

console.log(`
  Tidepool is running on the local replica.

  App:       ${url}#/swap
  Manifest:  ${devnet.httpUrl}/manifest.json
  Quotes:    ${quoteExample}
  Chains:    ${devnet.manifest.chains.map((c) => `${c.name} (${c.chainId}) ${c.rpcUrl}`).join(', ')}

  In the app, pick "Local test wallet" to connect with a funded devnet account.
  Ctrl-C stops the app, the quote service and the devnet.
`)
// Issue 17: the replica runs under the real chain id, so a signature made on it is valid there.
if (devnet.manifest.replica)
  console.warn(`  WARNING: this is a local replica of ${devnet.manifest.replica.network} under its real chain id ${devnet.manifest.replica.chainId}.
  Transactions are signed for chain id ${devnet.manifest.replica.chainId}: use only the devnet accounts, never a wallet with real funds.
`)

let stopping = false
async function shutdown(): Promise<void> {
  if (stopping) return
  stopping = true
  console.log('\nstopping…')
  await Promise.allSettled([server.close(), quotes.close(), devnet.stop()])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
