// A fake chain for the loader tests: answers the loader's calls for a set of pools by decoding
// the calldata and encoding the results with viem, so the loader's hand-rolled ABI code is
// checked against a real ABI implementation.
import { decodeFunctionData, encodeFunctionResult, type Hex, parseAbi } from 'viem'
import type { Address, Pool, V3Pool } from '../graph/types.ts'
import type { Call, Multicall } from '../loader/loadPools.ts'

export const FAKE_ABI = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
  'function tickBitmap(int16) view returns (uint256)',
  'function ticks(int24) view returns (uint128, int128, uint256, uint256, int56, uint160, uint32, bool)',
  'struct PopulatedTick { int24 tick; int128 liquidityNet; uint128 liquidityGross; }',
  'function getPopulatedTicksInWord(address, int16) view returns (PopulatedTick[])',
  'function getPool(address, address, uint24) view returns (address)',
  'function getPair(address, address) view returns (address)',
  'function feeAmountTickSpacing(uint24) view returns (int24)',
])

export const FAKE_TICK_LENS: Address = '0x00000000000000000000000000000000000071e5'
export const FAKE_V2_FACTORY: Address = '0x00000000000000000000000000000000000f0002'
export const FAKE_V3_FACTORY: Address = '0x00000000000000000000000000000000000f0003'

function bitmapWord(pool: V3Pool, word: number): bigint {
  let bits = 0n
  for (const t of pool.ticks) {
    const compressed = Math.floor(t.index / pool.tickSpacing)
    if (compressed >> 8 === word) bits |= 1n << BigInt(compressed & 255)
  }
  return bits
}

export interface FakeChain {
  multicall: Multicall
  /** Number of multicall invocations so far. */
  rounds(): number
}

/** The standard tiers, fee → tick spacing, as every v3 factory enables them at deployment. */
export function standardFeeTiers(): Map<number, number> {
  return new Map([
    [100, 1],
    [500, 10],
    [3000, 60],
    [10000, 200],
  ])
}

/**
 * `feeTiers` is the v3 factory's fee → tick spacing table, a live object (enable a tier by
 * setting it); by default the standard four.
 */
export function fakeChain(
  pools: readonly Pool[],
  feeTiers: Map<number, number> = standardFeeTiers(),
): FakeChain {
  // A v2/v3 chain: v4 pools answer through StateView, which this fake does not model.
  const byAddress = new Map(
    pools.filter((p) => p.protocol !== 'v4').map((p) => [p.address as Address, p]),
  )
  let rounds = 0
  const answer = (call: Call): Hex | undefined => {
    const { functionName, args } = decodeFunctionData({ abi: FAKE_ABI, data: call.data })
    const to = call.to.toLowerCase() as Address
    if (functionName === 'feeAmountTickSpacing') {
      if (to !== FAKE_V3_FACTORY) return undefined
      const result = feeTiers.get(Number(args[0])) ?? 0
      return encodeFunctionResult({ abi: FAKE_ABI, functionName, result })
    }
    if (functionName === 'getPair' || functionName === 'getPool') {
      const factory = functionName === 'getPair' ? FAKE_V2_FACTORY : FAKE_V3_FACTORY
      if (to !== factory) return undefined
      const [a, b] = [String(args[0]).toLowerCase(), String(args[1]).toLowerCase()]
      const found = pools.find(
        (p) =>
          p.protocol === (functionName === 'getPair' ? 'v2' : 'v3') &&
          ((p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a)) &&
          (p.protocol === 'v2' || p.fee === Number(args[2])),
      )
      const result = found?.address ?? '0x0000000000000000000000000000000000000000'
      return encodeFunctionResult({ abi: FAKE_ABI, functionName, result })
    }
    if (functionName === 'getPopulatedTicksInWord') {
      if (to !== FAKE_TICK_LENS) return undefined
      const pool = byAddress.get(String(args[0]).toLowerCase() as Address)
      if (pool?.protocol !== 'v3') return undefined
      const word = Number(args[1])
      const result = pool.ticks
        .filter((t) => Math.floor(t.index / pool.tickSpacing) >> 8 === word)
        .map((t) => ({
          tick: t.index,
          liquidityNet: t.liquidityNet,
          liquidityGross: t.liquidityNet < 0n ? -t.liquidityNet : t.liquidityNet,
        }))
      return encodeFunctionResult({ abi: FAKE_ABI, functionName, result })
    }
    const pool = byAddress.get(to)
    if (pool === undefined) return undefined
    if (pool.protocol === 'v2') {
      if (functionName !== 'getReserves') return undefined
      return encodeFunctionResult({
        abi: FAKE_ABI,
        functionName,
        result: [pool.reserve0, pool.reserve1, 0],
      })
    }
    switch (functionName) {
      case 'slot0':
        return encodeFunctionResult({
          abi: FAKE_ABI,
          functionName,
          result: [pool.sqrtPriceX96, pool.tick, 0, 1, 1, 0, true],
        })
      case 'liquidity':
        return encodeFunctionResult({ abi: FAKE_ABI, functionName, result: pool.liquidity })
      case 'tickBitmap':
        return encodeFunctionResult({
          abi: FAKE_ABI,
          functionName,
          result: bitmapWord(pool, Number(args[0])),
        })
      case 'ticks': {
        const tick = pool.ticks.find((t) => t.index === Number(args[0]))
        const net = tick?.liquidityNet ?? 0n
        return encodeFunctionResult({
          abi: FAKE_ABI,
          functionName,
          result: [net < 0n ? -net : net, net, 0n, 0n, 0n, 0n, 0, tick !== undefined],
        })
      }
      default:
        return undefined
    }
  }
  return {
    multicall: async (calls) => {
      rounds++
      return calls.map(answer)
    },
    rounds: () => rounds,
  }
}
