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
 * Marks every JS chunk of the build with V8's explicit compile hint (v8.dev, "Explicit compile
 * hints"). Without it V8 compiles each function lazily, on the main thread, the first time it
 * runs: at start-up that was ~30 % of the first render's task and much of every task after it
 * ("(program)" in bench:startup-profile; Lighthouse counts those tasks as blocking time). With
 * it, Chrome compiles a file's functions on the thread that streams the file, while it downloads.
 * Every chunk qualifies: the app is split by need (the entry for /swap's start, a lazy chunk per
 * screen or part, the routing worker's), so a chunk loads when what it holds is about to run.
 * Lighthouse on /swap, 5 runs each: entry only 79, every chunk 84 (bench/README, session 14).
 *
 * Chromium honours the comment only on a file's first line (a file of 4,000 functions: their
 * first calls took 7–9 ms with it there, 130–165 ms without it or with it on line 2). Vite
 * writes its preload map above the entry's code after every plugin's generateBundle, so the hint
 * goes into the written files, and each chunk's source map moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'tidepool-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return
      const dir = options.dir
      const chunks = Object.values(bundle).filter((out) => out.type === 'chunk')
      await Promise.all(
        chunks.map(async (chunk) => {
          const file = join(dir, chunk.fileName)
          await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')))
          if (!chunk.sourcemapFileName) return
          const map = join(dir, chunk.sourcemapFileName)
          await writeFile(map, mapOneLineDown(await readFile(map, 'utf8')))
        }),
      )
    },
  }
}
