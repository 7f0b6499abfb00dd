// Builds the service worker (spec 01 §7 item 13; src/app/serviceWorker) into `sw.js` beside
// index.html. Its shell is what the built index.html loads (entry script, its preloads, CSS,
// icon) plus the page itself; its version is a digest of every file name of the build, so a
// new build gets a new cache and the old one is removed once no tab uses it. Skipped when the
// build flag VITE_SERVICE_WORKER is 'false' (main.tsx then registers nothing).
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'

/**
 * The files index.html loads from its own folder ('./assets/…', './favicon.svg'), relative to
 * it, and './' for the page itself. Other origins (the devnet manifest preload) are not shell.
 */
export function shellFiles(indexHtml: string): string[] {
  const files = new Set<string>(['./'])
  for (const m of indexHtml.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const ref = m[1] ?? ''
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref) || ref.startsWith('#')) continue
    files.add(ref.replace(/^\.?\//, ''))
  }
  return [...files]
}

/** A digest of the build's file names: content-hashed, so any changed file changes it. */
export function buildVersion(fileNames: readonly string[], indexHtml: string): string {
  const hash = createHash('sha256')
  for (const name of [...fileNames].sort()) hash.update(`${name}\n`)
  return hash.update(indexHtml).digest('hex').slice(0, 16)
}

export function serviceWorker(enabled: boolean): Plugin {
  return {
    name: 'tidepool-service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      const index = bundle['index.html']
      if (!enabled || !options.dir || index?.type !== 'asset') return
      const html = String(index.source)
      const config = {
        version: buildVersion(Object.keys(bundle), html),
        precache: shellFiles(html),
      }
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __TIDEPOOL_SW__: JSON.stringify(config) },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: fileURLToPath(new URL('./src/app/serviceWorker/sw.ts', import.meta.url)),
            output: { format: 'iife' },
          },
        },
      })
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((o) => ('output' in o ? o.output : []))
        .find((o) => o.type === 'chunk')
      if (chunk?.type !== 'chunk') throw new Error('the service worker did not build')
      await writeFile(join(options.dir, 'sw.js'), chunk.code)
    },
  }
}
