// Issue 3 on a live devnet: the extra lists over HTTP, the versioned list's admin endpoint, the
// extra tokens on chain, and ENS on the L1 resolving to an IPFS CID the devnet's gateway serves.
import { decode, getCodec } from '@ensdomains/content-hash'
import { CID } from 'multiformats/cid'
import { sha256 } from 'multiformats/hashes/sha2'
import { erc20Abi, namehash, parseAbi } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { publicClient } from './testing/clients.ts'

const manifest = inject('manifest')
const l1 = manifest.chains.find((c) => c.layer === 1)
const lists = manifest.tokenLists
if (!l1 || !lists) throw new Error('manifest lacks the L1 or tokenLists')

const getJson = async (url: string) => {
  const res = await fetch(url)
  expect(res.status, url).toBe(200)
  return (await res.json()) as {
    name: string
    version: { major: number; minor: number; patch: number }
    tokens: { symbol: string; address: string; chainId: number }[]
  }
}

const ensAbi = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function owner(bytes32 node) view returns (address)',
  'function contenthash(bytes32 node) view returns (bytes)',
])

describe('extra token lists over HTTP', () => {
  it('serves the extended, unsupported, malicious and invalid lists', async () => {
    const extended = await getJson(lists.extended)
    // OCN and KLP on each chain (the L1 and both L2s).
    expect(extended.tokens.map((t) => t.symbol)).toEqual(
      manifest.chains.flatMap(() => ['OCN', 'KLP']),
    )
    const blocked = await getJson(lists.unsupported)
    expect(blocked.tokens.map((t) => t.address)).toEqual(
      manifest.chains.flatMap((c) => c.blockedTokens ?? []),
    )
    expect((await getJson(lists.malicious)).tokens).toHaveLength(10_000)
    expect((await getJson(lists.invalid)).tokens).toHaveLength(10_001)
  })

  describe('versioned list', () => {
    const publish = (version: string) =>
      fetch(lists.versionedAdmin, { method: 'POST', body: JSON.stringify({ version }) })
    afterAll(async () => {
      await publish('1.0.0')
    })

    it('starts at 1.0.0 and serves what the admin endpoint publishes', async () => {
      expect((await getJson(lists.versioned)).version).toEqual({ major: 1, minor: 0, patch: 0 })
      expect((await publish('1.0.1')).status).toBe(200)
      const next = await getJson(lists.versioned)
      expect(next.version).toEqual({ major: 1, minor: 0, patch: 1 })
      expect(next.tokens.map((t) => t.symbol)).toContain('KLP')
      expect((await publish('3.0.0')).status).toBe(400)
    })
  })
})

describe('extra tokens on chain', () => {
  const client = publicClient(l1)
  const account = manifest.accounts[0]?.address
  it.each(['OCN', 'KLP', 'UNL', 'BLK'])('%s is deployed and funded', async (symbol) => {
    const token = l1.extraTokens?.find((t) => t.symbol === symbol)
    if (!token || !account) throw new Error(`no ${symbol}`)
    expect(
      await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' }),
    ).toBe(symbol)
    const balance = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    expect(balance).toBe(1_000n * 10n ** BigInt(token.decimals))
  })

  it('marks the blocked token and keeps the unlisted one off every list', async () => {
    const blk = l1.extraTokens?.find((t) => t.role === 'blocked')
    expect(l1.blockedTokens).toEqual([blk?.address])
    const unl = l1.extraTokens?.find((t) => t.role === 'unlisted')?.address
    const everyList = await Promise.all(
      [...manifest.tokenListUrls, lists.extended, lists.versioned, lists.unsupported].map(getJson),
    )
    expect(everyList.flatMap((l) => l.tokens).some((t) => t.address === unl)).toBe(false)
  })
})

describe('ENS on the local L1', () => {
  const client = publicClient(l1)
  const ens = l1.ens
  if (!ens) throw new Error('no ENS on the L1')
  const node = namehash(lists.ensName)

  it('resolves the name to an ipfs contenthash of the served bytes', async () => {
    const resolver = await client.readContract({
      address: ens.registry,
      abi: ensAbi,
      functionName: 'resolver',
      args: [node],
    })
    expect(resolver).toBe(ens.publicResolver)
    const contenthash = await client.readContract({
      address: resolver,
      abi: ensAbi,
      functionName: 'contenthash',
      args: [node],
    })
    expect(getCodec(contenthash.slice(2))).toBe('ipfs')
    const cid = decode(contenthash.slice(2))
    expect(`ipfs://${cid}`).toBe(lists.ipfsUri)
    expect(ens.names[lists.ensName]).toBe(lists.ipfsUri)

    const res = await fetch(`${lists.gateway}/ipfs/${cid}`)
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(CID.parse(cid).multihash.bytes).toEqual((await sha256.digest(bytes)).bytes)
    const list = JSON.parse(new TextDecoder().decode(bytes)) as {
      name: string
      tokens: { chainId: number }[]
    }
    expect(list.name).toBe('Tidepool ENS')
    expect(list.tokens.every((t) => t.chainId === l1.chainId)).toBe(true)
  })

  it('has no ENS on the L2 (names resolve on the L1)', () => {
    expect(manifest.chains.find((c) => c.layer === 2)?.ens).toBeUndefined()
  })
})
