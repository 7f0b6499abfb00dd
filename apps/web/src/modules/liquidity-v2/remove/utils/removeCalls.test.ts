import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2Router02Abi } from '../../../../chain/abis/v2'
import { batchedRemoveCall, minimumAmount, removeCalls, removeVariants } from './removeCalls'

const TOKEN_A = '0x0000000000000000000000000000000000000011'
const WETH = '0x0000000000000000000000000000000000000022'
const ME = '0x0000000000000000000000000000000000000033'
const sig = { v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, deadline: 999n } as const

describe('remove variants (spec 02 §7)', () => {
  it('tries ETH first, then the fee-on-transfer supporting one; permit variants with a signature', () => {
    expect(removeVariants(false, false)).toEqual(['removeLiquidity'])
    expect(removeVariants(true, false)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    expect(removeVariants(false, true)).toEqual(['removeLiquidityWithPermit'])
    expect(removeVariants(true, true)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
  })

  it('keeps 95 % of each amount as the minimum (spec 02 §9 v2 removal 5 %)', () => {
    expect(minimumAmount(10_000n)).toBe(9_500n)
    expect(minimumAmount(999n)).toBe(949n)
  })

  it('puts the token first and ETH second whichever route side is native', () => {
    const [eth] = removeCalls({
      tokenA: WETH,
      tokenB: TOKEN_A,
      liquidity: 5n,
      amountA: 1000n,
      amountB: 2000n,
      nativeSide: 'A',
      recipient: ME,
      deadline: 100n,
      signature: null,
    })
    const decoded = decodeFunctionData({ abi: v2Router02Abi, data: eth?.data ?? '0x' })
    expect(decoded.functionName).toBe('removeLiquidityETH')
    expect(decoded.args).toEqual([TOKEN_A, 5n, 1900n, 950n, ME, 100n])
  })

  it('a permit variant takes the signature and its deadline, approveMax false', () => {
    const [call] = removeCalls({
      tokenA: TOKEN_A,
      tokenB: WETH,
      liquidity: 5n,
      amountA: 100n,
      amountB: 200n,
      nativeSide: null,
      recipient: ME,
      deadline: 100n,
      signature: sig,
    })
    const decoded = decodeFunctionData({ abi: v2Router02Abi, data: call?.data ?? '0x' })
    expect(decoded.functionName).toBe('removeLiquidityWithPermit')
    expect(decoded.args).toEqual([TOKEN_A, WETH, 5n, 95n, 190n, ME, 999n, false, 27, sig.r, sig.s])
  })
})

describe('the variant in a batching wallet’s batch (issue 18)', () => {
  const calls = (nativeSide: 'A' | null) =>
    removeCalls({
      tokenA: TOKEN_A,
      tokenB: WETH,
      liquidity: 5n,
      amountA: 1000n,
      amountB: 2000n,
      nativeSide,
      recipient: ME,
      deadline: 100n,
      signature: null,
    })
  it('is the plain variant without a transfer fee and the fee-on-transfer one with it', () => {
    expect(batchedRemoveCall(calls('A'), false).method).toBe('removeLiquidityETH')
    expect(batchedRemoveCall(calls('A'), true).method).toBe(
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    )
  })
  it('is removeLiquidity for two tokens, whatever the fee (there is no other)', () => {
    expect(batchedRemoveCall(calls(null), false).method).toBe('removeLiquidity')
    expect(batchedRemoveCall(calls(null), true).method).toBe('removeLiquidity')
  })
})
