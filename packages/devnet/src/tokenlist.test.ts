import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import type { Manifest, ManifestChain } from './manifest.ts'
import { buildTokenList, tokenLogoSvg } from './tokenlist.ts'

const require = createRequire(import.meta.url)
const schema = JSON.parse(
  readFileSync(require.resolve('@uniswap/token-lists/src/tokenlist.schema.json'), 'utf8'),
) as object

const chain = (chainId: number, layer: 1 | 2): ManifestChain => ({
  chainId,
  name: `chain ${chainId}`,
  family: layer === 1 ? 'ethereum' : 'arbitrum',
  layer,
  rpcUrl: 'http://127.0.0.1:1',
  contracts: {} as ManifestChain['contracts'],
  tokens: [
    {
      address: '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      kind: 'weth',
    },
    {
      address: '0x446C29FBFEF829F81E236a2376191F648dbEF995',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      kind: 'no-return',
    },
    {
      address: '0xb11f9b33ee93B1f990a805fa68817A74e82A6891',
      symbol: 'MKR',
      name: 'Maker',
      decimals: 18,
      kind: 'bytes32',
    },
    {
      address: '0x72ed6e892932c90cDF3c2FDC436d06db4aF23EEC',
      symbol: 'TAX',
      name: 'Tax Token',
      decimals: 18,
      kind: 'fee-on-transfer',
    },
    {
      address: '0x9A7848b9E60C7619f162880c7CA5Cbca80998034',
      symbol: 'PRM',
      name: 'Permit Token',
      decimals: 18,
      kind: 'permit',
    },
  ],
  v2Pairs: [],
  v3Pools: [],
})

const manifest: Manifest = {
  version: 1,
  chains: [chain(31337, 1), chain(412346, 2)],
  tokenListUrls: [],
  explorerUrl: 'http://127.0.0.1:8547/explorer',
  accounts: [],
}

describe('buildTokenList', () => {
  const list = buildTokenList(manifest, {
    logoBaseUrl: 'http://127.0.0.1:8547/logos',
    timestamp: new Date('2026-01-02T03:04:05Z'),
  })

  it('validates against the @uniswap/token-lists schema', () => {
    const ajv = new Ajv({ allErrors: true })
    addFormats.default(ajv)
    const validate = ajv.compile(schema)
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true)
  })

  it('lists every seed token of every chain with its chain id', () => {
    expect(list.tokens).toHaveLength(10)
    expect(list.tokens.filter((t) => t.chainId === 412346)).toHaveLength(5)
    expect(list.tokens[0]).toEqual({
      chainId: 31337,
      address: '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
      logoURI: 'http://127.0.0.1:8547/logos/WETH.svg',
    })
  })

  it('tags the awkward tokens, with readable strings for the bytes32 one', () => {
    const mkr = list.tokens.find((t) => t.symbol === 'MKR')
    expect(mkr).toMatchObject({ name: 'Maker', tags: ['bytes32'] })
    expect(list.tokens.find((t) => t.symbol === 'USDT')?.tags).toEqual(['no_return'])
    expect(list.tokens.find((t) => t.symbol === 'TAX')?.tags).toEqual(['fee_on_tx'])
    expect(list.tokens.find((t) => t.symbol === 'WETH')?.tags).toBeUndefined()
  })
})

describe('tokenLogoSvg', () => {
  it('draws the symbol, and only safe characters of it', () => {
    expect(tokenLogoSvg('WETH')).toContain('>WETH</text>')
    expect(tokenLogoSvg('<x>')).not.toContain('<x>')
  })
})
