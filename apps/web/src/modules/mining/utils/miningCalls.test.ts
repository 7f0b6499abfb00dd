import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakingRewardsAbi } from '../abis'
import { claimCall, exitCall, StakeWithoutApprovalError, stakeCall } from './miningCalls'

const staking = '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b'
const decode = (data: `0x${string}`) => decodeFunctionData({ abi: stakingRewardsAbi, data })
const sig = {
  v: 27 as const,
  r: `0x${'11'.repeat(32)}` as const,
  s: `0x${'22'.repeat(32)}` as const,
  deadline: 1234n,
}

describe('the rewards calls (spec 02 §7, §9)', () => {
  it('stakes with the allowance at 350000 gas', () => {
    const call = stakeCall({ stakingAddress: staking, amount: 5n, approved: true, signature: sig })
    expect(decode(call.data)).toEqual({ functionName: 'stake', args: [5n] })
    expect(call.gas).toEqual({ kind: 'limit', gas: 350_000n })
    expect(call.to).toBe(staking)
  })
  it('stakes with the permit when not approved', () => {
    const call = stakeCall({ stakingAddress: staking, amount: 5n, approved: false, signature: sig })
    expect(decode(call.data)).toEqual({
      functionName: 'stakeWithPermit',
      args: [5n, 1234n, 27, sig.r, sig.s],
    })
    expect(call.gas).toEqual({ kind: 'limit', gas: 350_000n })
  })
  it("refuses to stake with neither (spec 02 §8 'Please contact support')", () => {
    expect(() =>
      stakeCall({ stakingAddress: staking, amount: 5n, approved: false, signature: null }),
    ).toThrow(StakeWithoutApprovalError)
    expect(() =>
      stakeCall({ stakingAddress: staking, amount: 5n, approved: false, signature: null }),
    ).toThrow('Attempting to stake without approval or a signature. Please contact support.')
  })
  it('claims with getReward at 350000 gas and withdraws with exit at 300000', () => {
    expect(decode(claimCall(staking).data).functionName).toBe('getReward')
    expect(claimCall(staking).gas).toEqual({ kind: 'limit', gas: 350_000n })
    expect(decode(exitCall(staking).data).functionName).toBe('exit')
    expect(exitCall(staking).gas).toEqual({ kind: 'limit', gas: 300_000n })
  })
})
