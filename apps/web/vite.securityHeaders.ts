// Delivers securityHeaders.ts (issue 17, "Production build"): a `_headers` file in the build
// output (Netlify, Cloudflare Pages), the CSP as a <meta> tag in index.html for hosts that set
// no headers (IPFS gateways), and the same headers from `vite preview`.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import {
  headersFile,
  metaContentSecurityPolicy,
  parseHeadersFile,
  type SecurityHeadersConfig,
  securityHeaders as securityHeadersFor,
} from './securityHeaders.ts'

const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

export function securityHeaders(config: SecurityHeadersConfig): Plugin {
  let outDir = 'dist'
  return {
    name: 'tidepool-security-headers',
    configResolved(resolved) {
      outDir = resolved.build.outDir
    },
    transformIndexHtml: {
      // Build only: the dev server needs inline scripts and its websocket for hot reload.
      handler: (html, ctx) => {
        if (ctx.server) return html
        // Right after <meta charset> (which must stay in the first 1024 bytes) and before every
        // script and preload. The meta form cannot carry frame-ancestors (browsers ignore it
        // there): framing is refused only by the HTTP headers of `_headers`.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
        if (!charset) throw new Error('index.html: the CSP meta tag goes after <meta charset>')
        const at = charset.index + charset[0].length
        const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttr(metaContentSecurityPolicy(config))}" />`
        return html.slice(0, at) + meta + html.slice(at)
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(securityHeadersFor(config)),
      })
    },
    // `vite preview` serves what the build wrote, so a preview shows the deployed headers.
    async configurePreviewServer(server) {
      let headers: Record<string, string> = {}
      try {
        headers = parseHeadersFile(
          await readFile(join(server.config.root, outDir, '_headers'), 'utf8'),
        )
      } catch {
        server.config.logger.warn('no _headers in the build output: run `npm run build` first')
      }
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    },
  }
}
