// A small static file server for the built app. HashRouter routes never reach the server, but
// unknown paths still fall back to index.html so a deep link can never serve a blank 404.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { parseHeadersFile } from '../../apps/web/securityHeaders.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The headers the build wrote for every path (its `_headers` file), or none without one. */
async function buildHeaders(root: string): Promise<Record<string, string>> {
  try {
    return parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'))
  } catch {
    return {}
  }
}

/** Text files the build may name the devnet and quote URLs in (see `rewrite`). */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json'])

const replaceAll = (text: string, rewrite: readonly (readonly [string, string])[]): string =>
  rewrite.reduce((t, [from, to]) => t.replaceAll(from, to), text)

/**
 * Serves `root` on host:port, under `basePath` (default '/'; e.g. '/some/sub/path/' as a
 * sub-folder deployment would), with the security headers of the build's `_headers` file as a
 * static host would send them (issue 17). Resolves once listening.
 *
 * `rewrite` replaces strings in the text files and headers it serves: issue 30's second e2e
 * worker serves the one build as if it had been built for its own devnet and quote service
 * (their origins differ only in the port, so every replacement keeps the file's length).
 */
export async function serveStatic(opts: {
  root: string
  host: string
  port: number
  basePath?: string
  rewrite?: readonly (readonly [string, string])[]
}): Promise<StaticServer> {
  const root = normalize(opts.root)
  const basePath = opts.basePath ?? '/'
  const rewrite = opts.rewrite ?? []
  const headers = Object.fromEntries(
    Object.entries(await buildHeaders(root)).map(([k, v]) => [k, replaceAll(v, rewrite)]),
  )
  const rewritten = new Map<string, Buffer>()
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (!url.pathname.startsWith(basePath)) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('outside the base path')
      return
    }
    const pathname = decodeURIComponent(`/${url.pathname.slice(basePath.length)}`)
    let file = normalize(join(root, pathname))
    // Path traversal guard: anything resolving outside root is treated as a SPA route.
    if (!file.startsWith(root + sep) || !(await isFile(file))) file = join(root, 'index.html')
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The build is replaced between runs: never let the browser reuse a stale index.html.
      'cache-control': 'no-store',
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    if (rewrite.length > 0 && TEXT.has(extname(file))) {
      let body = rewritten.get(file)
      if (!body) {
        body = Buffer.from(replaceAll(await readFile(file, 'utf8'), rewrite))
        rewritten.set(file, body)
      }
      res.end(body)
      return
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(opts.port, opts.host, () => ok())
  })
  return {
    url: `http://${opts.host}:${opts.port}${basePath.replace(/\/$/, '')}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
