import { describe, expect, it } from 'vitest'
import { checkFile, importSpecifiers } from './boundaries.ts'

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
