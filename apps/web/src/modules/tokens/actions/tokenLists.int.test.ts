// The module's list actions against the live devnet (integration project): an ENS name resolved
// on the local L1, its contenthash decoded and fetched through the devnet's IPFS gateway; the
// versioned list moving through the lifecycle; the malicious and invalid lists.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { withLocalGateway } from '../../../lib/contentUri'
import { listsActions } from '../state/listsActions'
import { parseStoredLists } from '../state/listsStorage'
import { createListsStore } from '../state/listsStore'
import { searchTokens } from '../utils/search'
import { fetchTokenList } from './fetchTokenList'
import { readTokenInfo } from './readTokenInfo'
import { resolveEnsContenthash } from './resolveEnsContenthash'
import { updateList } from './updateList'

// Provided by the integration project's global setup (packages/devnet/src/testing/globalSetup.ts).
const { manifest, l1 } = devnetL1()
const lists = manifest.tokenLists
const ens = l1.ens
if (!lists || !ens) throw new Error('manifest lacks the L1, its ENS or tokenLists')

const client = createPublicClient({ transport: http(l1.rpcUrl) })
const gateways = withLocalGateway(lists.gateway)
const fetchList = (listUrl: string) =>
  fetchTokenList({
    listUrl,
    gateways,
    resolveEnsContenthash: (name) =>
      resolveEnsContenthash({ client, registry: ens.registry, name }),
  })

describe('token lists on the devnet', () => {
  it('fetches a list by ENS name through the local gateway', async () => {
    const list = await fetchList(lists.ensName)
    expect(list.name).toBe('Tidepool ENS')
    expect(list.tokens.map((t) => t.symbol)).toEqual(['OCN', 'KLP'])
  })

  it('fetches the same list by its ipfs:// URI', async () => {
    expect((await fetchList(lists.ipfsUri)).name).toBe('Tidepool ENS')
  })

  it("fails an unknown ENS name with 'Failed to resolve ENS name: {name}'", async () => {
    await expect(fetchList('nobody.tidepool.eth')).rejects.toThrow(
      'Failed to resolve ENS name: nobody.tidepool.eth',
    )
  })

  it('rejects the invalid list with the validation message', async () => {
    await expect(fetchList(lists.invalid)).rejects.toThrow(/^Token list failed validation: /)
  })

  it('keeps the malicious list inert: current chain only, deduplicated, capped', async () => {
    const list = await fetchList(lists.malicious)
    expect(list.tokens).toHaveLength(10_000)
    const r = searchTokens({ query: 'dup', chainId: l1.chainId, active: [], inactive: list.tokens })
    expect(r.inactive).toHaveLength(1)
    const spam = searchTokens({
      query: 'spam',
      chainId: l1.chainId,
      active: [],
      inactive: list.tokens,
    })
    expect(spam.inactive).toHaveLength(10)
    const wrong = searchTokens({
      query: 'wrong',
      chainId: l1.chainId,
      active: [],
      inactive: list.tokens,
    })
    expect(wrong.inactive).toEqual([])
  })

  describe('versioned list lifecycle', () => {
    const publish = (version: string) =>
      fetch(lists.versionedAdmin, { method: 'POST', body: JSON.stringify({ version }) })
    afterAll(async () => {
      await publish('1.0.0')
    })

    it('keeps an uncovered patch pending, then applies a major bump automatically', async () => {
      await publish('1.0.0')
      const store = createListsStore(parseStoredLists(null, [lists.versioned]))
      const log = (_: string) => {}
      await updateList({ store, url: lists.versioned, fetchList, log })
      expect(store.getState().byUrl[lists.versioned]?.current?.version.patch).toBe(0)
      await publish('1.0.1')
      await updateList({ store, url: lists.versioned, fetchList, log })
      expect(store.getState().byUrl[lists.versioned]?.pendingUpdate?.version.patch).toBe(1)
      listsActions(store).acceptListUpdate(lists.versioned)
      expect(store.getState().byUrl[lists.versioned]?.current?.version.patch).toBe(1)
      await publish('2.0.0')
      await updateList({ store, url: lists.versioned, fetchList, log })
      expect(store.getState().byUrl[lists.versioned]?.current?.version.major).toBe(2)
      expect(store.getState().byUrl[lists.versioned]?.pendingUpdate).toBeNull()
    })
  })
})

describe('readTokenInfo on the devnet', () => {
  const read = (address: string) =>
    readTokenInfo({
      client,
      chainId: l1.chainId,
      address,
      multicallAddress: l1.contracts.multicall3,
    })

  it('reads a pasted unlisted token', async () => {
    const unl = l1.extraTokens?.find((t) => t.role === 'unlisted')
    if (!unl) throw new Error('no unlisted token')
    expect(await read(unl.address.toLowerCase())).toEqual({
      chainId: l1.chainId,
      address: unl.address,
      decimals: 18,
      name: 'Unlisted Token',
      symbol: 'UNL',
    })
  })

  it('decodes a bytes32 name and symbol', async () => {
    const mkr = l1.tokens.find((t) => t.kind === 'bytes32')
    if (!mkr) throw new Error('no bytes32 token')
    expect(await read(mkr.address)).toMatchObject({ name: 'Maker', symbol: 'MKR' })
  })

  it('gives null for a contract that is not a token, and throws for junk', async () => {
    expect(await read(l1.contracts.v3Factory)).toBeNull()
    await expect(read('0x1234')).rejects.toThrow('Invalid token address: 0x1234')
  })
})
