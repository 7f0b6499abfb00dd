// Issue 14: the fork exchange (Sushi) and the v2 positions seeded for account 0, on the live L1.
import {
  encodePacked,
  getCreate2Address,
  keccak256,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { Address, ManifestChain, ManifestV2Position } from './manifest.ts'
import { chainOf, publicClient, tokenOf } from './testing/clients.ts'

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const owner = manifest.accounts[0]?.address as Address

const pairAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function factory() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
const factoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function pairCodeHash() view returns (bytes32)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24, uint16, uint16, uint16, uint8, bool)',
])

function fork(chain: ManifestChain) {
  if (!chain.forkV2) throw new Error('no forkV2 on the L1')
  return chain.forkV2
}

function positions(exchange: ManifestV2Position['exchange']): ManifestV2Position[] {
  return (l1.v2Seed?.positions ?? []).filter((p) => p.exchange === exchange)
}

function forkPosition(a: string, b: string): ManifestV2Position {
  const [x, y] = [tokenOf(l1, a).address, tokenOf(l1, b).address]
  const found = positions('fork').find((p) => new Set([p.token0, p.token1, x, y]).size === 2)
  if (!found) throw new Error(`no fork position ${a}/${b}`)
  return found
}

const lp = (client: PublicClient, pair: Address, account: Address) =>
  client.readContract({ address: pair, abi: pairAbi, functionName: 'balanceOf', args: [account] })

describe('the fork exchange (Sushi) on the L1', () => {
  const client = publicClient(l1)

  it('is only on the L1', () => {
    expect(fork(l1).label).toBe('Sushi')
    expect(chainOf(manifest, 2).forkV2).toBeUndefined()
    expect(chainOf(manifest, 2).v2Seed).toBeUndefined()
  })

  it("derives its pairs with its own init code hash, which the factory's pairCodeHash confirms", async () => {
    const { factory, initCodeHash } = fork(l1)
    expect(
      await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'pairCodeHash',
      }),
    ).toBe(initCodeHash)
    for (const p of positions('fork')) {
      const salt = keccak256(encodePacked(['address', 'address'], [p.token0, p.token1]))
      const derived = getCreate2Address({ from: factory, salt, bytecodeHash: initCodeHash })
      expect(derived).toBe(p.pair)
      expect(
        await client.readContract({
          address: factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [p.token1, p.token0],
        }),
      ).toBe(p.pair)
      expect(
        await client.readContract({ address: p.pair, abi: pairAbi, functionName: 'factory' }),
      ).toBe(factory)
      // Not the Uniswap v2 pair of the same tokens: a different factory and init code hash.
      expect(
        await client.readContract({
          address: l1.contracts.v2Factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [p.token0, p.token1],
        }),
      ).not.toBe(p.pair)
    }
  })

  it("issues SLP liquidity tokens ('SushiSwap LP Token')", async () => {
    const { pair } = forkPosition('DAI', 'WETH')
    expect(await client.readContract({ address: pair, abi: pairAbi, functionName: 'symbol' })).toBe(
      'SLP',
    )
    expect(await client.readContract({ address: pair, abi: pairAbi, functionName: 'name' })).toBe(
      'SushiSwap LP Token',
    )
  })

  it('prices DAI/WETH 5 % above the v3 DAI/WETH 0.3 % pool (the ≥ 2 % migration warning)', async () => {
    const dai = tokenOf(l1, 'DAI').address
    const p = forkPosition('DAI', 'WETH')
    const [r0, r1] = await client.readContract({
      address: p.pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    // DAI per WETH, both 18 decimals, scaled by 1e18 to stay in bigint.
    const E18 = 10n ** 18n
    const forkPrice = p.token0 === dai ? (r0 * E18) / r1 : (r1 * E18) / r0
    const pool = l1.v3Pools.find(
      (x) => x.fee === 3000 && new Set([x.token0, x.token1, p.token0, p.token1]).size === 2,
    )
    if (!pool) throw new Error('no v3 DAI/WETH 0.3 % pool')
    const [sqrtPriceX96] = await client.readContract({
      address: pool.address,
      abi: poolAbi,
      functionName: 'slot0',
    })
    const token1PerToken0 = (sqrtPriceX96 * sqrtPriceX96 * E18) >> 192n
    const v3Price = pool.token0 === dai ? (E18 * E18) / token1PerToken0 : token1PerToken0
    // forkPrice / v3Price = 1.05 within 0.01 %.
    const ratioBps = Number((forkPrice * 1_000_000n) / v3Price) / 100
    expect(ratioBps).toBeCloseTo(10_500, 0)
    expect(forkPrice / E18).toBe(3150n)
  })
})

describe("account 0's v2 positions", () => {
  const client = publicClient(l1)

  it('holds exactly the liquidity the manifest lists, in four Uniswap pairs and two Sushi pairs', async () => {
    const all = l1.v2Seed?.positions ?? []
    expect(positions('uniswap')).toHaveLength(4)
    expect(positions('fork')).toHaveLength(2)
    for (const p of all) {
      expect(p.owner).toBe(owner)
      expect(BigInt(p.liquidity)).toBeGreaterThan(0n)
      expect(await lp(client, p.pair, owner)).toBe(BigInt(p.liquidity))
    }
  })

  it('got its Uniswap LP by transfer from the deployer: supply = deployer + account 0 + the locked minimum', async () => {
    for (const p of positions('uniswap')) {
      const pair = l1.v2Pairs.find((x) => x.address === p.pair)
      expect(pair, p.pair).toBeDefined()
      const supply = await client.readContract({
        address: p.pair,
        abi: pairAbi,
        functionName: 'totalSupply',
      })
      const locked = await lp(client, p.pair, zeroAddress)
      expect(locked).toBe(1000n)
      // Only the pair's minter (the deployer) and account 0 hold any: nothing was added.
      const deployerShare = supply - locked - BigInt(p.liquidity)
      expect(BigInt(p.liquidity) * 100n).toBeLessThanOrEqual(deployerShare * 2n)
    }
  })

  it('has no liquidity in the other seeded pairs (WETH/USDT exists: "no liquidity" there)', async () => {
    const held = new Set(positions('uniswap').map((p) => p.pair))
    const usdtWeth = l1.v2Pairs.find(
      (p) =>
        new Set([p.token0, p.token1, tokenOf(l1, 'USDT').address, tokenOf(l1, 'WETH').address])
          .size === 2,
    )
    expect(usdtWeth).toBeDefined()
    for (const pair of l1.v2Pairs.filter((p) => !held.has(p.address))) {
      expect(await lp(client, pair.address, owner), pair.address).toBe(0n)
    }
  })

  it('WBTC/DAI has no v2 pair on either exchange (the find page\'s "No pool found.")', async () => {
    const [wbtc, dai] = [tokenOf(l1, 'WBTC').address, tokenOf(l1, 'DAI').address]
    for (const factory of [l1.contracts.v2Factory, fork(l1).factory]) {
      expect(
        await client.readContract({
          address: factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [wbtc, dai],
        }),
      ).toBe(zeroAddress)
    }
  })
})
