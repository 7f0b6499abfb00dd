// The mint's calldata read back by an independent decoder (viem's decodeFunctionData and
// decodeAbiParameters over the ABIs as v4-periphery 1.0.3 declares them), not by the encoder's
// own constants: what the position manager will see, action by action.
import {
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { V4PoolKey } from '../positions/model'
import { v4MintCall } from './v4MintCall'

const PM = parseAbi([
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
  'function multicall(bytes[] data) payable returns (bytes[])',
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
  'function initializePool(PoolKey key, uint160 sqrtPriceX96) payable returns (int24)',
])
const MINT = parseAbiParameters([
  'PoolKey key, int24 tickLower, int24 tickUpper, uint256 liquidity, uint128 amount0Max, uint128 amount1Max, address owner, bytes hookData',
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
])

// Checksummed: the decoder returns addresses so.
const OWNER = getAddress('0x00000000000000000000000000000000000000aa')
const ETH_USDC: V4PoolKey = {
  currency0: '0x0000000000000000000000000000000000000000',
  currency1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  fee: 500,
  tickSpacing: 10,
  hooks: '0x0000000000000000000000000000000000000000',
}
const LUM_USDC: V4PoolKey = {
  currency0: '0x1111111111111111111111111111111111111111',
  currency1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  fee: 3000,
  tickSpacing: 60,
  hooks: getAddress('0x7d00000000000000000000000000000000040044'),
}
const base = {
  tickLower: -600,
  tickUpper: 1200,
  liquidity: 123_456_789n,
  amount0Max: 10n ** 18n,
  amount1Max: 3_000_000_000n,
  owner: OWNER,
  deadline: 1_700_000_000n,
} as const

function actionsOf(data: Hex): { codes: number[]; params: readonly Hex[]; deadline: bigint } {
  const call = decodeFunctionData({ abi: PM, data })
  if (call.functionName !== 'modifyLiquidities') throw new Error(call.functionName)
  const [unlock, deadline] = call.args
  const [codes, params] = decodeAbiParameters(parseAbiParameters('bytes, bytes[]'), unlock)
  const bytes = codes.slice(2).match(/../g) ?? []
  return { codes: bytes.map((b) => Number.parseInt(b, 16)), params, deadline }
}

describe('v4MintCall', () => {
  it('mints with the native side: MINT_POSITION, SETTLE_PAIR, SWEEP of ETH to the owner, the ETH maximum as value', () => {
    const call = v4MintCall({ poolKey: ETH_USDC, ...base })
    expect(call.value).toBe(base.amount0Max)
    const { codes, params, deadline } = actionsOf(call.data)
    expect(codes).toEqual([0x02, 0x0d, 0x14])
    expect(deadline).toBe(base.deadline)
    const [key, lower, upper, liquidity, max0, max1, owner, hookData] = decodeAbiParameters(
      MINT,
      params[0] as Hex,
    )
    expect(key).toEqual(ETH_USDC)
    expect([lower, upper]).toEqual([-600, 1200])
    expect([liquidity, max0, max1]).toEqual([base.liquidity, base.amount0Max, base.amount1Max])
    expect(owner).toBe(OWNER)
    expect(hookData).toBe('0x')
    expect(decodeAbiParameters(parseAbiParameters('address, address'), params[1] as Hex)).toEqual([
      ETH_USDC.currency0,
      ETH_USDC.currency1,
    ])
    expect(decodeAbiParameters(parseAbiParameters('address, address'), params[2] as Hex)).toEqual([
      ETH_USDC.currency0,
      OWNER,
    ])
  })

  it('mints two ERC-20s with no sweep and no value, the hook in the key', () => {
    const call = v4MintCall({ poolKey: LUM_USDC, ...base })
    expect(call.value).toBe(0n)
    const { codes, params } = actionsOf(call.data)
    expect(codes).toEqual([0x02, 0x0d])
    expect(decodeAbiParameters(MINT, params[0] as Hex)[0]).toEqual(LUM_USDC)
  })

  it('initialises a new pool first: multicall([initializePool(key, price), modifyLiquidities])', () => {
    const sqrt = 4_339_505_179_874_779_489_431_521_786n
    const call = v4MintCall({ poolKey: ETH_USDC, ...base, initialSqrtPriceX96: sqrt })
    expect(call.value).toBe(base.amount0Max)
    const outer = decodeFunctionData({ abi: PM, data: call.data })
    if (outer.functionName !== 'multicall') throw new Error(outer.functionName)
    const [init, modify] = outer.args[0]
    const initCall = decodeFunctionData({ abi: PM, data: init as Hex })
    expect(initCall.functionName).toBe('initializePool')
    expect(initCall.args).toEqual([ETH_USDC, sqrt])
    expect(actionsOf(modify as Hex).codes).toEqual([0x02, 0x0d, 0x14])
    expect(outer.args[0]).toHaveLength(2)
  })
})
