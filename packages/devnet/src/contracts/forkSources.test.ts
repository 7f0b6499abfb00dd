import { createRequire } from 'node:module'
import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { readForkCompiled } from './compiled.ts'
import { FORK_ENTRY, FORK_SOLC_SETTINGS, readForkSources } from './forkSources.ts'
import { sourcesHash } from './sources.ts'

describe('contracts/fork.gen.json (the fork exchange, issue 14)', () => {
  it('is up to date with the @sushiswap/core sources (else run: npm run compile -w packages/devnet)', () => {
    const compiled = readForkCompiled()
    expect(compiled.sourcesHash).toBe(
      sourcesHash(readForkSources(), compiled.solcVersion, FORK_SOLC_SETTINGS),
    )
  })

  it('was built by the installed solc 0.6.12', () => {
    const require = createRequire(import.meta.url)
    const solc = require('solc-0.6.12') as { version(): string }
    expect(solc.version()).toMatch(/^0\.6\.12\+/)
    expect(readForkCompiled().solcVersion).toBe(solc.version())
    // Loading solc's emscripten build takes seconds: past the default 5 s on a loaded machine.
  }, 30_000)

  it('holds the factory and the pair, whose creation code the factory embeds', () => {
    const { contracts } = readForkCompiled()
    const factory = contracts.UniswapV2Factory?.bytecode ?? ''
    const pair = contracts.UniswapV2Pair?.bytecode ?? ''
    expect(pair).toMatch(/^0x[0-9a-f]{1000,}$/)
    expect(factory.includes(pair.slice(2))).toBe(true)
    // Not v2-core's pair: the fork needs an init code hash of its own (devnet-facts: 0x96e8ac42…).
    expect(keccak256(pair as `0x${string}`)).not.toMatch(/^0x96e8ac42/)
  })
})

describe('readForkSources', () => {
  it('reads the factory and its imports, keyed by their path in the package', () => {
    const sources = readForkSources()
    expect(Object.keys(sources)).toContain(FORK_ENTRY)
    expect(Object.keys(sources)).toContain('contracts/uniswapv2/UniswapV2Pair.sol')
    expect(Object.keys(sources)).toContain('contracts/uniswapv2/libraries/UQ112x112.sol')
    expect(sources['contracts/uniswapv2/UniswapV2ERC20.sol']).toContain("'SLP'")
    expect(Object.keys(sources)).not.toContain('contracts/uniswapv2/UniswapV2Router02.sol')
  })
})
