// Import boundaries of apps/web (ARCHITECTURE.md "Layout"): imports flow one way,
// `lib` → `ui`, `chain` → `modules` → `app`, and a module is entered only through its index.ts.
// `lib` is the lowest shared layer (storage, persistence, formatting): it imports no other layer.
// Pure so it can be unit-tested; `check-boundaries.ts` runs it over the tree.
import path from 'node:path'

export interface Violation {
  file: string
  specifier: string
  rule: string
}

type Layer =
  | { kind: 'app' }
  | { kind: 'ui' }
  | { kind: 'chain' }
  | { kind: 'lib' }
  | { kind: 'module'; name: string }
  | { kind: 'other' }

/** Which layer a path (relative to apps/web/src, posix separators) belongs to. */
export function layerOf(rel: string): Layer {
  const [top, second] = rel.split('/')
  if (top === 'app') return { kind: 'app' }
  if (top === 'ui') return { kind: 'ui' }
  if (top === 'chain') return { kind: 'chain' }
  if (top === 'lib') return { kind: 'lib' }
  if (top === 'modules' && second) return { kind: 'module', name: second }
  return { kind: 'other' }
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean)
}

/**
 * Checks one file's relative imports. `rel` is the file's path relative to apps/web/src.
 * Tests may reach into their own module's internals, never into another module's.
 */
export function checkFile(rel: string, source: string): Violation[] {
  const from = layerOf(rel)
  const out: Violation[] = []
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier))
    const to = layerOf(target)
    const add = (rule: string) => out.push({ file: rel, specifier, rule })
    if (
      (from.kind === 'ui' || from.kind === 'chain' || from.kind === 'lib') &&
      (to.kind === 'module' || to.kind === 'app')
    )
      add(
        `src/${from.kind} is shared code: it must not import modules or app. Move the shared piece down into lib/, ui/ or chain/.`,
      )
    if (from.kind === 'lib' && (to.kind === 'ui' || to.kind === 'chain'))
      add(
        'src/lib is the lowest layer: it must not import ui/ or chain/. Pass what it needs in as parameters.',
      )
    if (from.kind === 'ui' && to.kind === 'chain')
      add('src/ui is presentation only: pass chain data in as props instead of importing chain/.')
    if (from.kind === 'module' && to.kind === 'app')
      add('modules must not import app/: the shell composes modules, not the other way round.')
    if (to.kind === 'module' && !(from.kind === 'module' && from.name === to.name)) {
      const isIndex = target === `modules/${to.name}` || target === `modules/${to.name}/index`
      if (!isIndex)
        add(
          `import modules/${to.name} through its index.ts ('…/modules/${to.name}'), not its internals.`,
        )
    }
  }
  return out
}
