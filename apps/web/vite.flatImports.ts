import { posix } from 'node:path'
import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

/**
 * Every chunk a chunk needs, transitively, that it does not already import itself: what the
 * browser would otherwise find one level at a time, a round trip per level.
 */
export function transitiveImports(
  chunk: Pick<OutputChunk, 'imports'>,
  bundle: Readonly<Record<string, Pick<OutputChunk, 'imports'> | undefined>>,
): string[] {
  const direct = new Set(chunk.imports)
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const next of bundle[name]?.imports ?? []) visit(next)
  }
  for (const name of chunk.imports) visit(name)
  return [...seen].filter((name) => !direct.has(name))
}

/** The import lines to append: relative to the chunk, as the chunk's own imports are. */
function importLines(from: string, names: readonly string[]): string {
  return names
    .map((name) => {
      const relative = posix.relative(posix.dirname(from), name)
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`
    })
    .join('')
}

/**
 * Vite's `build.modulePreload` to go with flatImports(): index.html still preloads what the entry
 * imports, but an `import()` preloads nothing (its CSS still loads with it), since the chunk
 * names its own graph.
 */
export const pagePreloadsOnly = {
  polyfill: false,
  resolveDependencies: (
    _file: string,
    deps: string[],
    { hostType }: { hostType: 'html' | 'js' },
  ) => (hostType === 'html' ? deps : []),
}

/**
 * Flat chunk imports (issue 29, Lighthouse): each chunk also imports, at its end, every chunk its
 * own imports need, so the browser fetches a lazy part's whole graph as soon as the part's file
 * arrives — two round trips for any `import()`, however deep the graph (rolldown's shared chunks
 * chain up to ten deep here).
 *
 * This replaces Vite's module preload for lazy imports (pagePreloadsOnly). That preload inserts a
 * `<link rel="modulepreload">` into the document for every file at every `import()`, on the main
 * thread: ~75 files in the first second of /swap, 55–180 ms of observed `appendChild` in
 * Lighthouse's traces (×4 at its CPU slowdown). The entry also no longer carries the map of
 * which files each lazy import needs.
 *
 * Execution order is unchanged: ES modules evaluate their imports in the order written, and each
 * appended chunk is already evaluated by an earlier import that needs it, so the appended lines
 * only add fetches (what Rollup's `hoistTransitiveImports` does, which rolldown does not offer).
 */
export function flatImports(): Plugin {
  return {
    name: 'tidepool-flat-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, OutputChunk | undefined> = {}
        for (const [name, out] of Object.entries(bundle))
          if (out.type === 'chunk') chunks[name] = out
        for (const chunk of Object.values(chunks)) {
          if (!chunk) continue
          const extra = transitiveImports(chunk, chunks)
          if (extra.length === 0) continue
          // At the end: the code's lines, and with them its source map, stay where they were.
          chunk.code = `${chunk.code.replace(/\n?$/, '\n')}${importLines(chunk.fileName, extra)}\n`
          chunk.imports = [...chunk.imports, ...extra]
        }
      },
    },
  }
}
