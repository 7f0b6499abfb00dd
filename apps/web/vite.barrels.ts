// Build-only plugin: rewrites `import { a, b } from 'viem'` (and the other barrels below) into
// imports of the modules that define `a` and `b`. Why (issue 5, ≤150 KB gzip before /swap is
// interactive): Rolldown assigns a module to the chunks of every entry that can reach it through
// the import graph, barrels included (rolldown/rolldown#8920). The app reaches viem's barrel at
// start-up, so every viem module any on-demand chunk uses (the wallet SDKs' public client with all
// its actions, CCIP-read, secp256k1 and HMAC for the Local test wallet) landed in chunks the
// entry preloads. Without the barrels in the graph, that code stays with the chunks that use it.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { parseAst } from 'vite'

/** Import sources rewritten, wherever they are imported from (app code and node_modules). */
const BARRELS = new Set([
  'viem',
  'viem/actions',
  'viem/utils',
  'wagmi',
  'wagmi/actions',
  'wagmi/connectors',
  'wagmi/query',
  '@wagmi/core',
  '@wagmi/core/actions',
  '@wagmi/core/query',
  '@wagmi/connectors',
])
const QUICK_TEST = /from\s*["'](?:viem|wagmi|@wagmi\/core|@wagmi\/connectors)(?:\/[a-z]+)?["']/
/**
 * The app's own barrels have the same effect: the design system (src/ui/index.ts, issue 11 §2)
 * and each module's front door (src/modules/<name>/index.ts). A part or helper that only a lazy
 * screen uses (Slider, TransactionDialog) would land in the /swap entry because the entry
 * reaches the barrel. Their relative imports ('../../ui', '../../tokens') are rewritten too;
 * the boundaries lint still sees (and checks) the imports as written.
 */
const SRC = fileURLToPath(new URL('./src/', import.meta.url))
/**
 * A module's directory name: lower case letters, digits and hyphens (`liquidity-v3`). Issue 29:
 * this was `[a-z]+`, which skipped liquidity-v2 and liquidity-v3, so their front doors stayed in
 * the build graph while every other module's were rewritten away.
 */
const MODULE_NAME = '[a-z][a-z0-9-]*'
/** Whether `relative` (a path under src/) is one of the app's barrels. */
export const isAppBarrel = (relative: string): boolean =>
  relative === 'ui/index.ts' || new RegExp(`^modules/${MODULE_NAME}/index\\.ts$`).test(relative)
const isLocalBarrel = (file: string): boolean =>
  file.startsWith(SRC) && isAppBarrel(file.slice(SRC.length))
const LOCAL_TARGET = `(?:\\.\\.?/)+(?:ui|modules/${MODULE_NAME}|${MODULE_NAME})`
/** Whether an import source may name one of the app's barrels (`../../ui`, `../liquidity-v3`). */
export const isLocalBarrelSource = (source: string): boolean =>
  new RegExp(`^${LOCAL_TARGET}$`).test(source)
const LOCAL_QUICK_TEST = new RegExp(`from\\s*["']${LOCAL_TARGET}["']`)
const JS_FILE = /\.[cm]?[jt]sx?$/

interface Target {
  file: string
  name: string
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Resolve = (source: string, importer: string) => Promise<string | null>

/** What one module exports: its own names, named re-exports, and `export *` sources. */
interface ModuleExports {
  own: Set<string>
  reexports: Map<string, { source: string; name: string }>
  stars: string[]
}

const nameOf = (n: unknown): string => {
  const node = n as { type: string; name?: string; value?: string }
  return node.type === 'Literal' ? String(node.value) : String(node.name)
}

function readExports(file: string): ModuleExports {
  // The app's own barrels are TypeScript (type-only exports, JSX in .tsx).
  const lang = (file.match(/\.[cm]?([jt]sx?)$/)?.[1] ?? 'js') as 'js' | 'jsx' | 'ts' | 'tsx'
  const ast = parseAst(readFileSync(file, 'utf8'), { lang }) as unknown as { body: Node[] }
  const out: ModuleExports = { own: new Set(), reexports: new Map(), stars: [] }
  for (const node of ast.body) {
    if (node.type === 'ExportAllDeclaration') {
      const source = (node.source as { value: string }).value
      if (node.exported)
        out.own.add(nameOf(node.exported)) // export * as ns: keep as is
      else out.stars.push(source)
    } else if (node.type === 'ExportNamedDeclaration') {
      const source = (node.source as { value: string } | null)?.value
      const declaration = node.declaration as {
        id?: { name: string }
        declarations?: { id: { name?: string } }[]
      } | null
      if (declaration?.id) out.own.add(declaration.id.name)
      for (const d of declaration?.declarations ?? []) if (d.id.name) out.own.add(d.id.name)
      for (const s of (node.specifiers as { local: unknown; exported: unknown }[]) ?? []) {
        const exported = nameOf(s.exported)
        if (source) out.reexports.set(exported, { source, name: nameOf(s.local) })
        else out.own.add(exported)
      }
    } else if (node.type === 'ExportDefaultDeclaration') out.own.add('default')
  }
  return out
}

export function barrelImports(): Plugin {
  const exportsCache = new Map<string, ModuleExports>()
  const targetCache = new Map<string, Promise<Target | null>>()

  // Follows re-exports until the module that defines `name`; null when it cannot tell.
  function findTarget(
    resolve: Resolve,
    file: string,
    name: string,
    depth = 0,
  ): Promise<Target | null> {
    const key = `${file}\0${name}`
    let found = targetCache.get(key)
    if (!found) {
      found = (async () => {
        if (depth > 8 || !JS_FILE.test(file)) return null
        let exp = exportsCache.get(file)
        if (!exp) {
          exp = readExports(file)
          exportsCache.set(file, exp)
        }
        if (exp.own.has(name)) return { file, name }
        const re = exp.reexports.get(name)
        if (re) {
          const next = await resolve(re.source, file)
          return next ? ((await findTarget(resolve, next, re.name, depth + 1)) ?? null) : null
        }
        for (const star of exp.stars) {
          const next = await resolve(star, file)
          const hit = next ? await findTarget(resolve, next, name, depth + 1) : null
          if (hit) return hit
        }
        return null
      })()
      targetCache.set(key, found)
    }
    return found
  }

  return {
    name: 'tidepool-barrel-imports',
    // TIDEPOOL_BARREL_IMPORTS=0 turns it off, to measure what it saves (bench/README.md).
    apply: (_config, { command }) =>
      command === 'build' && process.env.TIDEPOOL_BARREL_IMPORTS !== '0',
    enforce: 'post', // after TypeScript is stripped: only value imports are left
    async transform(code, id) {
      if (!JS_FILE.test(id.split('?')[0] ?? '')) return null
      if (!QUICK_TEST.test(code) && !LOCAL_QUICK_TEST.test(code)) return null
      const resolve: Resolve = async (source, importer) => {
        const r = await this.resolve(source, importer, { skipSelf: true })
        return r && !r.external ? r.id : null
      }
      const ast = parseAst(code, { lang: 'js' }) as unknown as { body: Node[] }
      const edits: { start: number; end: number; text: string }[] = []
      for (const node of ast.body) {
        if (node.type !== 'ImportDeclaration') continue
        const source = (node.source as { value: string }).value
        const local = isLocalBarrelSource(source)
        if (!BARRELS.has(source) && !local) continue
        const specifiers = node.specifiers as { type: string; imported: unknown; local: unknown }[]
        if (specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier'))
          continue
        const barrel = await resolve(source, id)
        if (!barrel || (local && !isLocalBarrel(barrel))) continue
        const lines: string[] = []
        for (const s of specifiers) {
          const imported = nameOf(s.imported)
          const local = nameOf(s.local)
          const target = await findTarget(resolve, barrel, imported)
          const from = JSON.stringify(target?.file ?? source)
          lines.push(`import { ${target?.name ?? imported} as ${local} } from ${from};`)
        }
        // Same line count as the declaration replaced, so the lines after it keep their map.
        const newlines = '\n'.repeat(code.slice(node.start, node.end).split('\n').length - 1)
        edits.push({ start: node.start, end: node.end, text: lines.join(' ') + newlines })
      }
      if (edits.length === 0) return null
      let out = code
      for (const e of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, e.start) + e.text + out.slice(e.end)
      return { code: out, map: null }
    },
  }
}
