import { describe, expect, it } from 'vitest'
import {
  checkFile,
  describeCycle,
  findModuleCycles,
  importSpecifiers,
  moduleEdges,
} from './boundaries.ts'

describe('import boundaries', () => {
  it('lets a module import another module through its index', () => {
    expect(
      checkFile('modules/wallet/WalletModal.tsx', "import { x } from '../application'"),
    ).toEqual([])
  })

  it("rejects reaching into another module's internals", () => {
    const v = checkFile(
      'modules/wallet/WalletModal.tsx',
      "import { x } from '../application/store'",
    )
    expect(v).toHaveLength(1)
    expect(v[0]?.rule).toContain('through its index.ts')
  })

  it('lets a module use its own internals', () => {
    expect(checkFile('modules/wallet/a.ts', "import { b } from './state/b'")).toEqual([])
  })

  it('rejects shared layers importing modules or app', () => {
    expect(checkFile('ui/Modal.tsx', "import { y } from '../modules/wallet'")).toHaveLength(1)
    expect(checkFile('chain/wagmi.ts', "import { y } from '../app/App'")).toHaveLength(1)
  })

  it('treats lib as the lowest shared layer', () => {
    expect(checkFile('lib/persist.ts', "import { y } from '../modules/user'")).toHaveLength(1)
    expect(checkFile('lib/format/x.ts', "import { y } from '../../app/App'")).toHaveLength(1)
    expect(checkFile('lib/persist.ts', "import { y } from '../ui'")).toHaveLength(1)
    expect(checkFile('lib/persist.ts', "import { y } from '../chain/chains'")).toHaveLength(1)
    expect(checkFile('lib/persist.ts', "import { y } from './storage'")).toEqual([])
    expect(checkFile('modules/tokens/x.ts', "import { y } from '../../lib/storage'")).toEqual([])
    expect(checkFile('ui/x.ts', "import { y } from '../lib/format'")).toEqual([])
  })

  it('rejects a module importing the app shell', () => {
    expect(checkFile('modules/network/x.ts', "import { App } from '../../app/App'")).toHaveLength(1)
  })

  it('lets app import modules by index and ui import nothing above it', () => {
    expect(checkFile('app/Header.tsx', "import { WalletButton } from '../modules/wallet'")).toEqual(
      [],
    )
    expect(checkFile('ui/Button.tsx', "import { theme } from './theme'")).toEqual([])
  })

  it('finds static, re-export and dynamic imports', () => {
    const src = `import a from './a'\nexport { b } from "./b"\nconst c = import('./c')\nimport type { D } from './d'`
    expect(importSpecifiers(src)).toEqual(['./a', './b', './c', './d'])
  })
})

describe('module DAG', () => {
  const cycles = (files: Record<string, string>) =>
    findModuleCycles(moduleEdges(Object.entries(files).map(([rel, source]) => ({ rel, source }))))

  it('fails on a cycle between two modules, naming each edge and the file that makes it', () => {
    const found = cycles({
      'modules/wallet/hooks/useEnsIdentity.ts': "import { uriToHttpUrls } from '../../tokens'",
      'modules/tokens/containers/TokenPicker.tsx': "import { useWallet } from '../../wallet'",
      'modules/tokens/utils/logo.ts': "import { x } from './listUrl'",
    })
    expect(found).toHaveLength(1)
    const text = describeCycle(found[0] as (typeof found)[number])
    expect(text).toContain('module cycle: tokens → wallet → tokens')
    expect(text).toContain(
      'wallet → tokens (apps/web/src/modules/wallet/hooks/useEnsIdentity.ts imports tokens)',
    )
    expect(text).toContain(
      'tokens → wallet (apps/web/src/modules/tokens/containers/TokenPicker.tsx imports wallet)',
    )
  })

  it('fails on a longer cycle, type-only and test imports included, and names only its edges', () => {
    const found = cycles({
      'modules/wallet/containers/WalletModal.tsx':
        "import { RecentTransactions } from '../../transactions'",
      'modules/transactions/hooks/useSummaryContext.ts':
        "import type { TokenInfo } from '../../tokens'",
      'modules/tokens/hooks/useSideBalances.test.ts': "import { useWallet } from '../../wallet'",
      'modules/swap/hooks/useSwap.ts': "import { useWallet } from '../../wallet'",
    })
    expect(found).toHaveLength(1)
    expect(found[0]?.path).toEqual(['tokens', 'wallet', 'transactions', 'tokens'])
    expect(found[0]?.edges.map((e) => `${e.from}→${e.to}`)).toEqual([
      'tokens→wallet',
      'transactions→tokens',
      'wallet→transactions',
    ])
  })

  it('reports each separate cycle once', () => {
    const found = cycles({
      'modules/a/x.ts': "import { b } from '../b'",
      'modules/b/x.ts': "import { a } from '../a'",
      'modules/c/x.ts': "import { d } from '../d'",
      'modules/d/x.ts': "import { c } from '../c/index'",
    })
    expect(found.map((c) => c.path)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'c'],
    ])
  })

  it('passes a DAG: shared edges, a diamond, imports of shared layers and of itself', () => {
    expect(
      cycles({
        'modules/swap/x.ts': "import { a } from '../tokens'\nimport { b } from '../wallet'",
        'modules/tokens/x.ts': "import { w } from '../wallet'\nimport { l } from '../../lib/x'",
        'modules/wallet/x.ts': "import { c } from '../../chain/ens'\nimport { s } from './state'",
        'app/Shell.tsx': "import { w } from '../modules/wallet'",
        'lib/x.ts': "import { t } from 'viem'",
      }),
    ).toEqual([])
  })

  it('lists edges once per module pair, with every importing file', () => {
    expect(
      moduleEdges([
        { rel: 'modules/a/x.ts', source: "import { b } from '../b'" },
        { rel: 'modules/a/y.ts', source: "import { b } from '../b'\nimport { c } from '../b'" },
      ]),
    ).toEqual([{ from: 'a', to: 'b', files: ['modules/a/x.ts', 'modules/a/y.ts'] }])
  })
})
