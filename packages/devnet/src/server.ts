// The devnet's HTTP server (issue 2 §2): manifest, token list, token logos and explorer pages,
// all with CORS * so the app (another origin) can fetch them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { CLAIMS_PATH, claimFilesOf } from './airdrop/serve.ts'
import { NotFound, renderExplorer } from './explorer.ts'
import type { ListsHost } from './lists/host.ts'
import type { Manifest } from './manifest.ts'
import { type TokenList, tokenLogoSvg } from './tokenlist.ts'

export interface DevnetServer {
  url: string
  close(): Promise<void>
}

export interface ServerOptions {
  port: number
  manifest: Manifest
  tokenList: TokenList
  /** Extra lists, the versioned list's admin endpoint and the IPFS gateway (issue 3). */
  lists?: ListsHost
}

/** Bodies below this are sent as they are: compressing them saves less than its header costs. */
const GZIP_MIN_BYTES = 1_024

/**
 * The body as it goes on the wire: gzip when the client accepts it and it is worth it, as any
 * public host serves JSON. The manifest is 55 KB of pretty-printed JSON and ~11 KB gzipped; the
 * app fetches it before its first render, beside its initial JS (bench/README, Lighthouse).
 */
export function encodeBody(
  body: string | Uint8Array,
  acceptEncoding: string | undefined,
): { body: string | Uint8Array; gzip: boolean } {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
  if (!acceptsGzip(acceptEncoding) || bytes < GZIP_MIN_BYTES) return { body, gzip: false }
  return { body: gzipSync(body), gzip: true }
}

/** `gzip` (or `*`) listed in an Accept-Encoding header without `q=0`. */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (name !== 'gzip' && name !== '*') return false
    const q = params.find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  const encoded = encodeBody(body, res.req.headers['accept-encoding'])
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': '*',
    vary: 'accept-encoding',
    ...(encoded.gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  res.end(encoded.body)
}

/** The request body (only POSTs to the admin endpoint have one), capped at 64 KB. */
async function readBody(req: IncomingMessage): Promise<string> {
  if (req.method !== 'POST') return ''
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 65_536) break
  }
  return body
}

async function route(
  opts: ServerOptions,
  claimFiles: ReadonlyMap<string, string>,
  base: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', base).pathname
  if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '')
  const hosted = opts.lists?.handle(req.method ?? 'GET', path, await readBody(req))
  if (hosted) return send(res, hosted.status, hosted.type, hosted.body)
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'GET only')
  if (path === '/manifest.json')
    return send(res, 200, 'application/json', JSON.stringify(opts.manifest, null, 2))
  if (path === '/tokenlist.json')
    return send(res, 200, 'application/json', JSON.stringify(opts.tokenList, null, 2))
  // Issue 15: the airdrop's claim files (mapping.json and one file per chunk).
  if (path.startsWith(CLAIMS_PATH)) {
    const file = claimFiles.get(path.slice(CLAIMS_PATH.length))
    if (file !== undefined) return send(res, 200, 'application/json', file)
  }
  const logo = /^\/logos\/([A-Za-z0-9]{1,12})\.svg$/.exec(path)
  if (logo?.[1]) return send(res, 200, 'image/svg+xml', tokenLogoSvg(logo[1]))
  if (path === '/explorer' || path.startsWith('/explorer/')) {
    const html = await renderExplorer(
      { manifest: opts.manifest, base: `${base}/explorer` },
      path.slice('/explorer'.length),
    )
    return send(res, 200, 'text/html; charset=utf-8', html)
  }
  if (path === '/') {
    const links = ['/manifest.json', '/tokenlist.json', '/explorer'].map(
      (p) => `<li><a href="${p}">${p}</a></li>`,
    )
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><title>Tidepool devnet</title><h1>Tidepool devnet</h1><ul>${links.join('')}</ul>`,
    )
  }
  send(res, 404, 'text/plain', `not found: ${path}`)
}

export function startServer(opts: ServerOptions): Promise<DevnetServer> {
  const base = `http://127.0.0.1:${opts.port}`
  const claimFiles = claimFilesOf(opts.manifest)
  const server = createServer((req, res) => {
    route(opts, claimFiles, base, req, res).catch((e: unknown) => {
      const notFound = e instanceof NotFound
      send(res, notFound ? 404 : 502, 'text/plain', e instanceof Error ? e.message : String(e))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, '127.0.0.1', () => {
      resolve({
        url: base,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
