import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { readCompiled } from './compiled.ts'
import { readSources, sourcesHash } from './sources.ts'

describe('contracts/compiled.gen.json', () => {
  it('is up to date with contracts/*.sol (else run: npm run compile -w packages/devnet)', () => {
    const compiled = readCompiled()
    expect(compiled.sourcesHash).toBe(sourcesHash(readSources(), compiled.solcVersion))
  })

  it('was built by the installed solc', () => {
    const require = createRequire(import.meta.url)
    const solc = require('solc') as { version(): string }
    expect(readCompiled().solcVersion).toBe(solc.version())
  })

  it('holds every contract the devnet deploys, with bytecode', () => {
    const { contracts } = readCompiled()
    for (const name of [
      'TestToken',
      'NoReturnToken',
      'Bytes32Token',
      'FeeOnTransferToken',
      'PermitToken',
      'Multicall3',
      'TickLadder',
      'TidepoolGovernor',
      'BatchAccount',
    ]) {
      expect(contracts[name]?.bytecode, name).toMatch(/^0x[0-9a-f]{100,}$/)
    }
  })
})

describe('sourcesHash', () => {
  it('changes when any source or the compiler changes', () => {
    const base = sourcesHash({ 'A.sol': 'a', 'B.sol': 'b' }, '1')
    expect(sourcesHash({ 'B.sol': 'b', 'A.sol': 'a' }, '1')).toBe(base)
    expect(sourcesHash({ 'A.sol': 'a', 'B.sol': 'c' }, '1')).not.toBe(base)
    expect(sourcesHash({ 'A.sol': 'a', 'B.sol': 'b' }, '2')).not.toBe(base)
  })
})
