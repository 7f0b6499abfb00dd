// The built app with a devnet and the routing service behind it, on the benches' own ports
// (38845–38850; e2e uses 18545–18548/14173, integration 28545–28549, `npm start` 8545–8549/5173),
// for the browser benches (quote latency, Lighthouse). The app is served as a production host
// would: gzip for text files, long-lived caching for the hashed assets (Lighthouse loads cold).
// TIDEPOOL_BENCH_PORT_OFFSET shifts the ports, so two worktrees can run benches side by side.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startDevnet } from '@tidepool/devnet'
import type { Manifest } from '@tidepool/devnet/manifest'
import { createQuoteServer } from '@tidepool/quote-service'

export const HOST = '127.0.0.1'
const OFFSET = Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0
export const PORTS = {
  l1: 38845 + OFFSET,
  l2: 38846 + OFFSET,
  devnetHttp: 38847 + OFFSET,
  quote: 38848 + OFFSET,
  app: 38849 + OFFSET,
  /** Issue 33: the devnet's OP-stack-style L2 (its default, l2 + 3, is the app's port). */
  op: 38850 + OFFSET,
}
export const QUOTE_URL = `http://${HOST}:${PORTS.quote}`
export const APP_URL = `http://${HOST}:${PORTS.app}`

const repo = path.resolve(import.meta.dirname, '../..')
export const STATE_DIR = path.join(repo, '.devnet/bench-app')
const stateDir = STATE_DIR
/** Where the benches build the app. */
export const OUT_DIR = path.join(stateDir, 'web')
const outDir = OUT_DIR

/** Debian's Chromium, quiet on a closed network (the e2e suite's flags). */
export const CHROMIUM_PATH = process.env.TIDEPOOL_CHROMIUM ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Production build of apps/web pointed at this stack's devnet and routing service. */
export async function buildApp(): Promise<void> {
  const started = Date.now()
  const vite = path.join(repo, 'node_modules/vite/bin/vite.js')
  const child = spawn(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(repo, 'apps/web'),
      env: {
        ...process.env,
        TIDEPOOL_DEVNET_URL: `http://${HOST}:${PORTS.devnetHttp}`,
        TIDEPOOL_QUOTE_URL: QUOTE_URL,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const code = await new Promise<number | null>((ok, fail) => {
    child.once('error', fail)
    child.once('close', ok)
  })
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`)
  console.log(`app built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}`)
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map'])

/** Serves the build; unknown paths get index.html (hash routes never reach the server). */
async function serveBuild(root: string): Promise<() => Promise<void>> {
  const gzipped = new Map<string, Buffer>()
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = path.normalize(path.join(root, pathname))
    if (!file.startsWith(root + path.sep) || !existsSync(file) || pathname.endsWith('/'))
      file = path.join(root, 'index.html')
    const ext = path.extname(file)
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      res.writeHead(404).end()
      return
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    }
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      let gz = gzipped.get(file)
      if (!gz) {
        gz = gzipSync(body, { level: 9 })
        gzipped.set(file, gz)
      }
      body = gz
      headers['content-encoding'] = 'gzip'
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(PORTS.app, HOST, () => ok())
  })
  return () =>
    new Promise<void>((ok) => {
      server.closeAllConnections()
      server.close(() => ok())
    })
}

/**
 * One quote per chain, awaited: the service's first quote of a chain reads every pool's ticks
 * (seconds of CPU, tens of seconds under load). A bench that starts before that is done
 * measures the service's warm-up competing with the browser for the CPU.
 */
async function warmUp(manifest: Manifest): Promise<void> {
  const started = Date.now()
  await Promise.all(
    manifest.chains.map(async (chain) => {
      const out = chain.tokens.find((t) => t.symbol === 'USDC') ?? chain.tokens[1]
      if (!out) return
      const query = new URLSearchParams({
        protocols: 'v2,v3',
        tokenInAddress: chain.contracts.weth9,
        tokenInChainId: String(chain.chainId),
        tokenOutAddress: out.address,
        tokenOutChainId: String(chain.chainId),
        amount: String(10n ** 17n),
        type: 'exactIn',
      })
      await fetch(`${QUOTE_URL}/quote?${query}`, { signal: AbortSignal.timeout(180_000) })
    }),
  )
  console.log(`routing service warm after ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export interface AppStack {
  manifest: Manifest | null
  stop(): Promise<void>
}

/**
 * Builds the app (unless `reuseBuild` and a build exists), then serves it; with `devnet` also
 * starts the devnet and the routing service (warmed up) it points at. Without, the app finds no
 * local replica, as a visitor of the public build would.
 */
export async function startAppStack({
  reuseBuild,
  devnet: withDevnet,
}: {
  reuseBuild: boolean
  devnet: boolean
}): Promise<AppStack> {
  if (!reuseBuild || !existsSync(path.join(outDir, 'index.html'))) await buildApp()
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const s of stops) await s().catch((e: unknown) => console.error(e))
  }
  try {
    let manifest: Manifest | null = null
    if (withDevnet) {
      const devnet = await startDevnet({
        l1Port: PORTS.l1,
        l2Port: PORTS.l2,
        opPort: PORTS.op,
        httpPort: PORTS.devnetHttp,
        stateDir,
      })
      stops.unshift(() => devnet.stop())
      manifest = devnet.manifest
      const quotes = await createQuoteServer({
        manifest,
        host: HOST,
        port: PORTS.quote,
        warmUp: true,
        log: (e) => {
          if (e.level === 'error') console.error(`[quote] ${JSON.stringify(e).slice(0, 300)}`)
        },
      })
      stops.unshift(() => quotes.close())
      await warmUp(manifest)
    }
    stops.unshift(await serveBuild(outDir))
    return { manifest, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
