import { describe, expect, it } from 'vitest'
import { ManifestError, parseManifest, parseManifestForApp } from './manifest.ts'

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const B = '0x367b454642Cf5E6D0C427F6e478F48520Ec470FB'

function manifest(ens?: unknown) {
  return {
    version: 1,
    chains: [{ chainId: 31337, rpcUrl: 'http://x', contracts: { weth9: A }, tokens: [], ens }],
    accounts: [],
  }
}

describe('parseManifest: ENS', () => {
  it('accepts a manifest without ENS and one without ens.addresses (older manifests)', () => {
    expect(() => parseManifest(manifest())).not.toThrow()
    expect(() =>
      parseManifest(manifest({ registry: A, publicResolver: B, names: {} })),
    ).not.toThrow()
  })

  it('accepts ens.addresses mapping names to addresses', () => {
    const ens = {
      registry: A,
      publicResolver: B,
      names: {},
      addresses: { 'alice.tidepool.eth': A },
    }
    expect(parseManifest(manifest(ens)).chains[0]?.ens?.addresses).toEqual({
      'alice.tidepool.eth': A,
    })
  })

  it('names the bad field of a malformed ENS entry', () => {
    const bad = (ens: unknown) => () => parseManifest(manifest(ens))
    expect(bad({ registry: 'nope', publicResolver: B })).toThrow(
      new ManifestError('manifest: chains[0].ens.registry'),
    )
    expect(bad({ registry: A, publicResolver: B, addresses: [] })).toThrow(
      new ManifestError('manifest: chains[0].ens.addresses'),
    )
    expect(bad({ registry: A, publicResolver: B, addresses: { 'x.eth': '0x12' } })).toThrow(
      new ManifestError('manifest: chains[0].ens.addresses.x.eth'),
    )
    expect(
      bad({ registry: A, publicResolver: B, identities: [{ address: '0x1', name: 'a' }] }),
    ).toThrow(new ManifestError('manifest: chains[0].ens.identities'))
  })

  it('accepts ens.identities (issue 18: primary names)', () => {
    const identities = [{ address: A, name: 'me.tidepool.eth', verified: true, avatar: 'x' }]
    const ens = { registry: A, publicResolver: B, identities }
    expect(parseManifest(manifest(ens)).chains[0]?.ens?.identities).toEqual(identities)
  })
})

describe('parseManifest: v3Seed (issue 13)', () => {
  const C = '0x302b7F81618E62975A67A7713bd6D5928fd8BD5b'
  const position = {
    tokenId: 1201,
    owner: A,
    pool: C,
    token0: A,
    token1: B,
    fee: 3000,
    tickLower: -600,
    tickUpper: 600,
    status: 'in-range',
    note: 'fees accrued',
  }
  const seed = (over: Record<string, unknown> = {}) => ({
    tokens: [{ address: A, symbol: 'TIDE', name: 'Tide Token', decimals: 18, kind: 'standard' }],
    densePool: { address: C, token0: A, token1: B, fee: 3000, initializedTicks: 2000 },
    positions: [position],
    ...over,
  })
  const withSeed = (v3Seed: unknown) => {
    const m = manifest()
    return { ...m, chains: [{ ...m.chains[0], v3Seed }] }
  }

  it('accepts the seeded positions and the dense pool, and returns them typed', () => {
    const parsed = parseManifest(withSeed(seed()))
    expect(parsed.chains[0]?.v3Seed?.positions[0]).toEqual(position)
    expect(parsed.chains[0]?.v3Seed?.densePool.initializedTicks).toBe(2000)
  })

  it('names the bad field: a position without a valid id, owner, range or status', () => {
    const bad = (p: Record<string, unknown>) => () =>
      parseManifest(withSeed(seed({ positions: [position, { ...position, ...p }] })))
    const err = new ManifestError('manifest: chains[0].v3Seed.positions[1]')
    expect(bad({ tokenId: 0 })).toThrow(err)
    expect(bad({ tokenId: '1201' })).toThrow(err)
    expect(bad({ owner: '0x12' })).toThrow(err)
    expect(bad({ tickLower: 600 })).toThrow(err)
    expect(bad({ status: 'open' })).toThrow(err)
    expect(() => parseManifest(withSeed(seed({ densePool: { address: C } })))).toThrow(
      new ManifestError('manifest: chains[0].v3Seed.densePool'),
    )
  })
})

describe('parseManifest: forkV2 and v2Seed (issue 14)', () => {
  const HASH = `0x${'ab'.repeat(32)}`
  const fork = { label: 'Sushi', factory: A, initCodeHash: HASH }
  const position = {
    exchange: 'fork',
    pair: B,
    token0: A,
    token1: B,
    owner: A,
    liquidity: '561248608016091206837',
    note: '5 % above the v3 pool',
  }
  const withChain = (extra: Record<string, unknown>) => {
    const m = manifest()
    return { ...m, chains: [{ ...m.chains[0], ...extra }] }
  }

  it('accepts a manifest without them (written before issue 14)', () => {
    const parsed = parseManifest(manifest())
    expect(parsed.chains[0]?.forkV2).toBeUndefined()
    expect(parsed.chains[0]?.v2Seed).toBeUndefined()
  })

  it('accepts the fork exchange and the seeded positions, and returns them typed', () => {
    const parsed = parseManifest(withChain({ forkV2: fork, v2Seed: { positions: [position] } }))
    expect(parsed.chains[0]?.forkV2).toEqual(fork)
    expect(BigInt(parsed.chains[0]?.v2Seed?.positions[0]?.liquidity ?? '')).toBe(
      561248608016091206837n,
    )
  })

  it('names the bad field of the fork exchange', () => {
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withChain({ forkV2: { ...fork, ...over } }))
    expect(bad({ label: 'Uniswap' })).toThrow(new ManifestError('manifest: chains[0].forkV2.label'))
    expect(bad({ factory: '0x12' })).toThrow(
      new ManifestError('manifest: chains[0].forkV2.factory'),
    )
    expect(bad({ initCodeHash: A })).toThrow(
      new ManifestError('manifest: chains[0].forkV2.initCodeHash'),
    )
    expect(() => parseManifest(withChain({ forkV2: [] }))).toThrow(
      new ManifestError('manifest: chains[0].forkV2 not an object'),
    )
  })

  it('names the bad position: unknown exchange, bad address, liquidity not a decimal string', () => {
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withChain({ v2Seed: { positions: [position, { ...position, ...over }] } }))
    const err = new ManifestError('manifest: chains[0].v2Seed.positions[1]')
    expect(bad({ exchange: 'sushi' })).toThrow(err)
    expect(bad({ pair: '0x12' })).toThrow(err)
    expect(bad({ owner: undefined })).toThrow(err)
    expect(bad({ liquidity: 5 })).toThrow(err)
    expect(bad({ liquidity: '1e21' })).toThrow(err)
    expect(bad({ liquidity: '-1' })).toThrow(err)
    expect(bad({ note: undefined })).toThrow(err)
    expect(() => parseManifest(withChain({ v2Seed: {} }))).toThrow(
      new ManifestError('manifest: chains[0].v2Seed.positions'),
    )
  })
})

describe('parseManifest: airdrop and mining (issue 15)', () => {
  const ROOT = `0x${'cd'.repeat(32)}`
  const claim = {
    account: A,
    index: 3,
    amount: '1400000000000000000000',
    flags: { isSOCKS: true, isLP: false, isUser: true },
    note: 'SOCKS + user',
  }
  const airdrop = {
    distributor: B,
    merkleRoot: ROOT,
    claimFilesBaseUrl: 'http://127.0.0.1:8547/claims/',
    claims: [claim],
    noClaim: [B],
  }
  const pool = {
    stakingRewards: A,
    stakingToken: B,
    tokens: [A, B],
    rewardAmount: '3000000000000000000000000',
    status: 'active',
    factory: B,
    note: 'accounts 0–2 hold its LP',
  }
  const mining = { factories: [B], pools: [pool] }
  const withChain = (extra: Record<string, unknown>) => {
    const m = manifest()
    return { ...m, chains: [{ ...m.chains[0], ...extra }] }
  }

  it('accepts a manifest without them, and with them returns them typed', () => {
    expect(parseManifest(manifest()).chains[0]?.airdrop).toBeUndefined()
    const parsed = parseManifest(withChain({ airdrop, mining }))
    expect(parsed.chains[0]?.airdrop).toEqual(airdrop)
    expect(parsed.chains[0]?.mining?.pools[0]?.status).toBe('active')
  })

  it('names the bad airdrop field: distributor, root, base URL without its slash, lists', () => {
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withChain({ airdrop: { ...airdrop, ...over } }))
    const at = 'manifest: chains[0].airdrop'
    expect(bad({ distributor: '0x12' })).toThrow(new ManifestError(`${at}.distributor`))
    expect(bad({ merkleRoot: A })).toThrow(new ManifestError(`${at}.merkleRoot`))
    expect(bad({ claimFilesBaseUrl: 'http://127.0.0.1:8547/claims' })).toThrow(
      new ManifestError(`${at}.claimFilesBaseUrl`),
    )
    expect(bad({ claims: {} })).toThrow(new ManifestError(`${at}.claims`))
    expect(bad({ noClaim: ['0x12'] })).toThrow(new ManifestError(`${at}.noClaim`))
  })

  it('names the bad claim: index, amount not a decimal string, flags, note', () => {
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withChain({ airdrop: { ...airdrop, claims: [claim, { ...claim, ...over }] } }))
    const err = new ManifestError('manifest: chains[0].airdrop.claims[1]')
    expect(bad({ index: -1 })).toThrow(err)
    expect(bad({ index: 1.5 })).toThrow(err)
    expect(bad({ amount: '0x4bf' })).toThrow(err)
    expect(bad({ amount: 1400 })).toThrow(err)
    expect(bad({ flags: { isSOCKS: true, isUser: true } })).toThrow(err)
    expect(bad({ account: 'alice.tidepool.eth' })).toThrow(err)
    expect(bad({ note: undefined })).toThrow(err)
  })

  it('names the bad mining field: factories, a pool with a bad status, tokens or amount', () => {
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withChain({ mining: { ...mining, pools: [pool, { ...pool, ...over }] } }))
    const err = new ManifestError('manifest: chains[0].mining.pools[1]')
    expect(bad({ status: 'finished' })).toThrow(err)
    expect(bad({ tokens: [A] })).toThrow(err)
    expect(bad({ rewardAmount: '3e24' })).toThrow(err)
    expect(bad({ factory: undefined })).toThrow(err)
    expect(() => parseManifest(withChain({ mining: { ...mining, factories: ['0x1'] } }))).toThrow(
      new ManifestError('manifest: chains[0].mining.factories'),
    )
  })
})

describe('parseManifest: governance (issue 16)', () => {
  const proposal = {
    id: 7,
    state: 'active',
    title: 'Move the whole treasury',
    proposer: A,
    actionReverts: true,
    note: 'its action reverts',
  }
  const delegation = { account: A, balance: '3000000000000000000000000', delegatee: B, note: 'x' }
  const gov = { governor: A, timelock: B, proposals: [proposal], delegations: [delegation] }
  const withGovernance = (governance: unknown) => {
    const m = manifest()
    return { ...m, chains: [{ ...m.chains[0], governance }] }
  }

  it('accepts the governor, timelock, proposals and delegations (delegations optional)', () => {
    expect(parseManifest(withGovernance(gov)).chains[0]?.governance?.proposals[0]).toEqual(proposal)
    const { delegations: _, ...older } = gov
    expect(() => parseManifest(withGovernance(older))).not.toThrow()
  })

  it('names the bad field: addresses, a proposal with an unknown state or id, a delegation', () => {
    const at = 'manifest: chains[0].governance'
    const bad = (over: Record<string, unknown>) => () =>
      parseManifest(withGovernance({ ...gov, ...over }))
    expect(bad({ governor: '0x12' })).toThrow(new ManifestError(`${at}.governor`))
    expect(bad({ timelock: undefined })).toThrow(new ManifestError(`${at}.timelock`))
    expect(bad({ proposals: {} })).toThrow(new ManifestError(`${at}.proposals`))
    const badProposal = (over: Record<string, unknown>) =>
      bad({ proposals: [proposal, { ...proposal, ...over }] })
    const err = new ManifestError(`${at}.proposals[1]`)
    expect(badProposal({ state: 'Active' })).toThrow(err)
    expect(badProposal({ id: 0 })).toThrow(err)
    expect(badProposal({ id: '7' })).toThrow(err)
    expect(badProposal({ proposer: '0x12' })).toThrow(err)
    expect(badProposal({ actionReverts: 'no' })).toThrow(err)
    expect(bad({ delegations: [{ ...delegation, balance: '3e24' }] })).toThrow(
      new ManifestError(`${at}.delegations[0]`),
    )
    expect(() => parseManifest(withGovernance([]))).toThrow(
      new ManifestError(`${at} not an object`),
    )
  })
})

describe('parseManifest: v3SwapRouter (issue 18)', () => {
  const withRouter = (v3SwapRouter: unknown) => {
    const m = manifest()
    return { ...m, chains: [{ ...m.chains[0], v3SwapRouter }] }
  }

  it('accepts a manifest without it (written before issue 18) and one with it', () => {
    expect(parseManifestForApp(manifest()).chains[0]?.v3SwapRouter).toBeUndefined()
    expect(parseManifest(withRouter(A)).chains[0]?.v3SwapRouter).toBe(A)
  })

  it('names the field when it is not an address', () => {
    expect(() => parseManifestForApp(withRouter('0x12'))).toThrow(
      new ManifestError('manifest: chains[0].v3SwapRouter'),
    )
  })
})
