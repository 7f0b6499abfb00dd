import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A source map (JSON text) for the same file with one unmapped line put above it. */
export function mapOneLineDown(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string }
  // A leading ';' in `mappings` is one generated line with no mapping.
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * Marks the entry chunk with V8's explicit compile hint (v8.dev, "Explicit compile hints").
 * Without it V8 compiles each function lazily, on the main thread, the first time it runs, and
 * nearly all of the entry runs at start-up: the first render's task was ~30 % compilation
 * ("(program)" in bench:startup-profile, Lighthouse's blocking time). With it, Chrome compiles
 * the entry's functions on the thread that streams the script, while it downloads. Only the
 * entry: the lazy chunks load for one screen or part, and most of their functions may never run.
 *
 * Chromium honours the comment only on a file's first line (a file of 4,000 functions: their
 * first calls took 7–9 ms with it there, 130–165 ms without it or with it on line 2). Vite
 * writes its preload map above the entry's code after every plugin's generateBundle, so the hint
 * goes into the written file, and the entry's source map moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'tidepool-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || !out.isEntry) continue
        const file = join(options.dir, out.fileName)
        await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')))
        if (!out.sourcemapFileName) continue
        const map = join(options.dir, out.sourcemapFileName)
        await writeFile(map, mapOneLineDown(await readFile(map, 'utf8')))
      }
    },
  }
}
