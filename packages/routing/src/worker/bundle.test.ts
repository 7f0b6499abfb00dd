// The worker entry bundles for the browser with nothing from Node: Vite (the app's bundler)
// builds it for a browser target, and the output must be one self-contained module.
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { expect, it } from 'vitest'

it('bundles the worker entry for the browser without Node built-ins', async () => {
  const warnings: string[] = []
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: fileURLToPath(new URL('./entry.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'routing-worker',
      },
      rollupOptions: { onwarn: (w) => void warnings.push(w.message) },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk')
  expect(chunks).toHaveLength(1)
  const code = chunks[0]?.code ?? ''
  expect(code).toContain('findBestTrade')
  // No import or export-from statement left (all inlined), no CommonJS, no Node module, and not
  // Vite's empty stand-in for a Node built-in it had to drop.
  expect(code).not.toMatch(/^\s*(import|export)\s[^(]*\bfrom\s*['"]|^\s*import\s*['"]/m)
  expect(code).not.toMatch(/\brequire\s*\(|['"]node:|__vite-browser-external/)
  // The whole engine is in there (sanity: not an empty shell).
  expect(code.length).toBeGreaterThan(20_000)
  expect(warnings.filter((w) => /externali[sz]ed|node:|built-in/i.test(w))).toEqual([])
}, 60_000)
