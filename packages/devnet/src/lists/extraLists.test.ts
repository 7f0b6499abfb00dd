import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { CID } from 'multiformats/cid'
import { sha256 } from 'multiformats/hashes/sha2'
import { describe, expect, it } from 'vitest'
import type { Manifest, ManifestChain, ManifestExtraToken } from '../manifest.ts'
import {
  buildEnsList,
  buildExtendedList,
  buildInvalidList,
  buildMaliciousList,
  buildUnsupportedList,
  buildVersionedList,
  MALICIOUS_TOKEN_COUNT,
  VERSIONED_RELEASES,
} from './extraLists.ts'
import { ListsHost } from './host.ts'
import { rawCid } from './ipfs.ts'

const require = createRequire(import.meta.url)
const schema = JSON.parse(
  readFileSync(require.resolve('@uniswap/token-lists/src/tokenlist.schema.json'), 'utf8'),
) as object
const ajv = new Ajv({ allErrors: true })
addFormats.default(ajv)
const validate = ajv.compile(schema)

const extra = (
  n: number,
  role: ManifestExtraToken['role'],
  symbol: string,
): ManifestExtraToken => ({
  address: `0x${n.toString().padStart(40, '1')}`,
  symbol,
  name: `${symbol} Token`,
  decimals: 18,
  kind: 'standard',
  role,
})

const chain = (chainId: number, layer: 1 | 2): ManifestChain => ({
  chainId,
  name: `chain ${chainId}`,
  family: layer === 1 ? 'ethereum' : 'arbitrum',
  layer,
  rpcUrl: 'http://127.0.0.1:1',
  contracts: {} as ManifestChain['contracts'],
  tokens: [],
  v2Pairs: [],
  v3Pools: [],
  extraTokens: [
    extra(layer * 10 + 1, 'extended', 'OCN'),
    extra(layer * 10 + 2, 'extended', 'KLP'),
    extra(layer * 10 + 3, 'unlisted', 'UNL'),
    extra(layer * 10 + 4, 'blocked', 'BLK'),
  ],
})

const manifest: Manifest = {
  version: 1,
  chains: [chain(31337, 1), chain(412346, 2)],
  tokenListUrls: [],
  explorerUrl: 'http://127.0.0.1:8547/explorer',
  accounts: [],
}
const o = {
  logoBaseUrl: 'http://127.0.0.1:8547/logos',
  timestamp: new Date('2026-01-02T03:04:05Z'),
}
const symbols = (l: { tokens: { symbol: string }[] }) => l.tokens.map((t) => t.symbol)

describe('extra token lists', () => {
  it('all pass the @uniswap/token-lists schema except the invalid one', () => {
    const valid = [
      buildExtendedList(manifest, o),
      buildUnsupportedList(manifest, o),
      buildMaliciousList(manifest, o),
      buildEnsList(chain(31337, 1), o.logoBaseUrl),
      ...Object.keys(VERSIONED_RELEASES).map((v) => buildVersionedList(manifest, o, v)),
    ]
    for (const l of valid)
      expect(validate(l), `${l.name}: ${ajv.errorsText(validate.errors)}`).toBe(true)
    expect(validate(buildInvalidList(manifest, o))).toBe(false)
  })

  it('keeps the unlisted token off every list and the blocked one on the unsupported list only', () => {
    expect(symbols(buildExtendedList(manifest, o))).toEqual(['OCN', 'KLP', 'OCN', 'KLP'])
    expect(symbols(buildUnsupportedList(manifest, o))).toEqual(['BLK', 'BLK'])
    expect(symbols(buildEnsList(chain(31337, 1), o.logoBaseUrl))).toEqual(['OCN', 'KLP'])
  })

  it('versions the versioned list per release', () => {
    const at = (v: string) => buildVersionedList(manifest, o, v)
    expect(at('1.0.0').version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(symbols(at('1.0.1'))).toEqual(['OCN', 'KLP', 'OCN', 'KLP'])
    expect(at('2.0.0').version.major).toBe(2)
    expect(symbols(at('2.0.0'))).toEqual(['KLP', 'KLP'])
    expect(() => at('9.9.9')).toThrow('unknown release')
  })

  it('makes the malicious list hostile in every way the e2e needs', () => {
    const l = buildMaliciousList(manifest, o)
    expect(l.tokens).toHaveLength(MALICIOUS_TOKEN_COUNT)
    expect(l.tokens.some((t) => t.name.includes('<script>'))).toBe(true)
    expect(l.tokens.some((t) => t.logoURI?.startsWith('javascript:'))).toBe(true)
    expect(l.tokens.some((t) => t.logoURI?.startsWith('data:text/html'))).toBe(true)
    expect(l.tokens.some((t) => t.chainId !== 31337)).toBe(true)
    const addresses = l.tokens.map((t) => t.address.toLowerCase())
    expect(new Set(addresses).size).toBeLessThan(addresses.length)
  })
})

describe('rawCid', () => {
  it('is a CIDv1 raw sha2-256 of exactly the bytes', async () => {
    const bytes = new TextEncoder().encode('{"hello":"ipfs"}')
    const cid = CID.parse(await rawCid(bytes))
    expect(cid.version).toBe(1)
    expect(cid.code).toBe(0x55)
    expect(cid.multihash.bytes).toEqual((await sha256.digest(bytes)).bytes)
    expect(cid.toString()).toMatch(/^bafkrei/)
  })
})

describe('ListsHost', () => {
  const bytes = new TextEncoder().encode('{"x":1}')
  const host = new ListsHost({
    lists: { '/lists/extended.json': buildExtendedList(manifest, o) },
    versionedPath: '/lists/versioned.json',
    versionedAdminPath: '/admin/lists/versioned',
    buildVersioned: (v) => buildVersionedList(manifest, o, v),
    ipfs: { bafkreiabc: bytes },
    ipns: { 'tokens.tidepool.eth': bytes },
  })
  const get = (path: string) => host.handle('GET', path, '')
  const versionOf = () => JSON.parse(String(get('/lists/versioned.json')?.body)).version

  it('serves fixed lists and leaves other paths to the server', () => {
    expect(get('/lists/extended.json')?.status).toBe(200)
    expect(get('/manifest.json')).toBeUndefined()
  })

  it('serves content by CID and by IPNS name, 404 for unknown content', () => {
    expect(get('/ipfs/bafkreiabc')?.body).toBe(bytes)
    expect(get('/ipns/tokens.tidepool.eth/')?.body).toBe(bytes)
    expect(get('/ipfs/bafkreinope')?.status).toBe(404)
  })

  it('publishes another version through the admin endpoint', () => {
    expect(versionOf()).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(host.handle('POST', '/admin/lists/versioned', '{"version":"1.0.1"}')?.status).toBe(200)
    expect(versionOf()).toEqual({ major: 1, minor: 0, patch: 1 })
    expect(host.handle('POST', '/admin/lists/versioned', '{"version":"7.0.0"}')?.status).toBe(400)
    expect(host.handle('POST', '/admin/lists/versioned', 'nope')?.status).toBe(400)
    expect(JSON.parse(String(get('/admin/lists/versioned')?.body)).version).toBe('1.0.1')
  })
})
