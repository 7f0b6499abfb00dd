// Where a position in the built app comes from, through the build's source maps: the benches
// that read CPU samples (startup-profile.ts, traceTasks.ts) name functions by their source.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

export interface SourcePosition {
  /** Repository-relative path, or `npm:<package path>` for a dependency. */
  source: string
  name: string | null
  line: number
}

/**
 * A lookup for a script URL of the built app (`…/assets/<file>`) and a 0-based line and column,
 * as CPU profiles give them; null for other URLs or unmapped positions. Each map is read once.
 */
export function assetSources(
  assetsDir: string,
): (url: string | undefined, line: number, column: number) => SourcePosition | null {
  const maps = new Map<string, SourceMapConsumer | null>()
  return (url, line, column) => {
    const asset = url?.split('/assets/')[1]
    if (!asset) return null
    if (!maps.has(asset)) {
      try {
        const raw = readFileSync(path.join(assetsDir, `${asset}.map`), 'utf8')
        maps.set(asset, new SourceMapConsumer(JSON.parse(raw)))
      } catch {
        maps.set(asset, null)
      }
    }
    const pos = maps.get(asset)?.originalPositionFor({ line: line + 1, column })
    if (!pos?.source) return null
    return {
      source: pos.source.replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, ''),
      name: pos.name ?? null,
      line: pos.line,
    }
  }
}
