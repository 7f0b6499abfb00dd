import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { barrelImports, isAppBarrel, isLocalBarrelSource } from './vite.barrels'

const src = path.join(import.meta.dirname, 'src')
const modules = readdirSync(path.join(src, 'modules')).filter((d) =>
  existsSync(path.join(src, 'modules', d, 'index.ts')),
)

/** What Vite's resolver answers for the relative imports of the app: a file, or a folder's index. */
async function resolve(source: string, importer: string) {
  const base = path.resolve(path.dirname(importer), source)
  for (const file of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(file) && statSync(file).isFile()) return { id: file, external: false }
  return null
}

async function transform(code: string, file: string): Promise<string> {
  const plugin = barrelImports()
  const hook = plugin.transform as unknown as (
    this: { resolve: typeof resolve },
    code: string,
    id: string,
  ) => Promise<{ code: string } | null>
  const out = await hook.call({ resolve }, code, file)
  return out?.code ?? code
}

describe('the build-only barrel rewrite (issue 29: dev, tests and build see the same modules)', () => {
  it('knows every module front door by its name, hyphens and digits included', () => {
    expect(modules).toEqual(expect.arrayContaining(['liquidity-v2', 'liquidity-v3', 'swap']))
    let checked = 0
    for (const name of modules) {
      expect(isAppBarrel(`modules/${name}/index.ts`), name).toBe(true)
      expect(isLocalBarrelSource(`../${name}`), name).toBe(true)
      expect(isLocalBarrelSource(`../../modules/${name}`), name).toBe(true)
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(15)
    expect(isAppBarrel('ui/index.ts')).toBe(true)
  })

  it('leaves what is not a front door alone', () => {
    expect(isAppBarrel('modules/swap/components/index.ts')).toBe(false)
    expect(isAppBarrel('modules/Swap/index.ts')).toBe(false)
    expect(isAppBarrel('lib/index.ts')).toBe(false)
    expect(isLocalBarrelSource('viem')).toBe(false)
    expect(isLocalBarrelSource('../liquidity-v3/add')).toBe(false)
  })

  it("rewrites an import of liquidity-v3's front door to the file that defines the name", async () => {
    const importer = path.join(src, 'app/screens/probe.tsx')
    const out = await transform(
      "import { RangeSection, PositionPage } from '../../modules/liquidity-v3'\n",
      importer,
    )
    expect(out).not.toContain("'../../modules/liquidity-v3'")
    const from = [...out.matchAll(/from "([^"]+)"/g)].map((m) => path.relative(src, m[1] ?? ''))
    expect(from).toHaveLength(2)
    for (const file of from) {
      expect(file).toMatch(/^modules\/liquidity-v3\//)
      expect(file).not.toMatch(/^modules\/liquidity-v3\/index\.ts$/)
    }
  })
})
