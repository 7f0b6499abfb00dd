// Import boundaries of apps/web (ARCHITECTURE.md "Layout"): imports flow one way,
// `lib` → `ui`, `chain` → `modules` → `app`, and a module is entered only through its index.ts.
// `lib` is the lowest shared layer (storage, persistence, formatting): it imports no other layer.
// Modules also form a DAG (issue 29 "Boundaries"): no chain of front-door imports leads from a
// module back to itself, so any module can be read, tested and split without its dependants.
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

/** Module `from` imports module `to` (through its index or not); `files` are the importers. */
export interface ModuleEdge {
  from: string
  to: string
  /** Importing files, relative to apps/web/src, sorted. */
  files: string[]
}

export interface SourceFile {
  /** Path relative to apps/web/src, posix separators. */
  rel: string
  source: string
}

/**
 * The module → module import graph of `files`, every relative import counted (type-only and
 * test imports too: a test that needs another module is still a dependency on it).
 */
export function moduleEdges(files: Iterable<SourceFile>): ModuleEdge[] {
  const byKey = new Map<string, ModuleEdge>()
  for (const { rel, source } of files) {
    const from = layerOf(rel)
    if (from.kind !== 'module') continue
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue
      const to = layerOf(path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier)))
      if (to.kind !== 'module' || to.name === from.name) continue
      const key = `${from.name}\0${to.name}`
      const edge = byKey.get(key) ?? { from: from.name, to: to.name, files: [] }
      if (!edge.files.includes(rel)) edge.files.push(rel)
      byKey.set(key, edge)
    }
  }
  for (const edge of byKey.values()) edge.files.sort()
  return [...byKey.values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  )
}

export interface ModuleCycle {
  /** One shortest cycle through the group, first module repeated at the end: [a, b, a]. */
  path: string[]
  /** Every edge inside the group of modules that reach each other: each lies on a cycle. */
  edges: ModuleEdge[]
}

/**
 * The module cycles: one entry per group of modules that reach each other (a strongly connected
 * component of more than one module). Empty when the modules form a DAG.
 */
export function findModuleCycles(edges: readonly ModuleEdge[]): ModuleCycle[] {
  const next = new Map<string, string[]>()
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to])
  const reach = (start: string, inside?: Set<string>): Set<string> => {
    const seen = new Set<string>([start])
    const stack = [start]
    for (let node = stack.pop(); node !== undefined; node = stack.pop())
      for (const to of next.get(node) ?? [])
        if (!seen.has(to) && (!inside || inside.has(to))) {
          seen.add(to)
          stack.push(to)
        }
    return seen
  }
  const reverse = new Map<string, string[]>()
  for (const e of edges) reverse.set(e.to, [...(reverse.get(e.to) ?? []), e.from])
  const modules = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort()
  const grouped = new Set<string>()
  const cycles: ModuleCycle[] = []
  for (const start of modules) {
    if (grouped.has(start)) continue
    // The component of `start`: what it reaches that also reaches it back.
    const forward = reach(start)
    const group = new Set<string>([start])
    const stack = [start]
    for (let node = stack.pop(); node !== undefined; node = stack.pop())
      for (const from of reverse.get(node) ?? [])
        if (forward.has(from) && !group.has(from)) {
          group.add(from)
          stack.push(from)
        }
    for (const m of group) grouped.add(m)
    if (group.size < 2) continue
    cycles.push({
      path: shortestCycle(start, next, group),
      edges: edges.filter((e) => group.has(e.from) && group.has(e.to)),
    })
  }
  return cycles
}

/** Breadth-first from `start` back to itself inside `group` (which guarantees a way back). */
function shortestCycle(start: string, next: Map<string, string[]>, group: Set<string>): string[] {
  const parent = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as string
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (!group.has(to)) continue
      if (to === start) {
        const loop = [start]
        for (
          let at: string | undefined = node;
          at !== undefined && at !== start;
          at = parent.get(at)
        )
          loop.unshift(at)
        return [start, ...loop]
      }
      if (!parent.has(to)) {
        parent.set(to, node)
        queue.push(to)
      }
    }
  }
  return [start, start]
}

/**
 * A cycle as lint prints it: the shortest loop, then each edge to cut with the files that make it,
 * e.g. "module cycle: wallet → tokens → wallet" and
 * "  wallet → tokens (apps/web/src/modules/wallet/hooks/useEnsIdentity.ts imports tokens)".
 */
export function describeCycle(cycle: ModuleCycle): string {
  const lines = [`module cycle: ${cycle.path.join(' → ')}`]
  for (const e of cycle.edges) {
    const files = e.files.map((f) => `apps/web/src/${f}`).join(', ')
    lines.push(
      `  ${e.from} → ${e.to} (${files} ${e.files.length > 1 ? 'import' : 'imports'} ${e.to})`,
    )
  }
  return lines.join('\n')
}
