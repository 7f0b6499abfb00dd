import { decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { permit2Abi } from '../../../chain/abis/permit2'
import { positionManagerWriteAbi } from '../../../chain/abis/v3PositionWrites'
import { batchApprovalCalls } from './batchApproval'

const TOKEN = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x2222222222222222222222222222222222222222'

const decoded = (calls: ReturnType<typeof batchApprovalCalls>) =>
  calls.map((c) => ({ to: c.to, ...decodeFunctionData({ abi: erc20Abi, data: c.data }) }))

describe('approval calls of an atomic batch (issue 18)', () => {
  it('approves the maximum for the spender', () => {
    expect(
      decoded(batchApprovalCalls({ token: TOKEN, spender: SPENDER, currentAllowance: 0n })),
    ).toEqual([{ to: TOKEN, functionName: 'approve', args: [SPENDER, maxUint256] }])
  })

  it('resets a non-zero allowance to 0 first (USDT-like tokens)', () => {
    expect(
      decoded(batchApprovalCalls({ token: TOKEN, spender: SPENDER, currentAllowance: 5n })),
    ).toEqual([
      { to: TOKEN, functionName: 'approve', args: [SPENDER, 0n] },
      { to: TOKEN, functionName: 'approve', args: [SPENDER, maxUint256] },
    ])
  })

  it('approves only the amount given (issue 35: exact-amount approvals)', () => {
    expect(
      decoded(
        batchApprovalCalls({ token: TOKEN, spender: SPENDER, currentAllowance: 0n, amount: 1234n }),
      ),
    ).toEqual([{ to: TOKEN, functionName: 'approve', args: [SPENDER, 1234n] }])
  })

  it("gives the Universal Router its Permit2 allowance with Permit2's approve (issue 31)", () => {
    const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
    const calls = batchApprovalCalls({
      permit2,
      token: TOKEN,
      spender: SPENDER,
      amount: 2n ** 160n - 1n,
      expiration: 1_800_000_000,
    })
    expect(
      calls.map((c) => ({ to: c.to, ...decodeFunctionData({ abi: permit2Abi, data: c.data }) })),
    ).toEqual([
      {
        to: permit2,
        functionName: 'approve',
        args: [TOKEN, SPENDER, 2n ** 160n - 1n, 1_800_000_000],
      },
    ])
  })

  it('approves one v3 position NFT for the router, by its id (issue 32: the v3 → v4 migration)', () => {
    const [call, ...rest] = batchApprovalCalls({ nft: TOKEN, spender: SPENDER, tokenId: 42n })
    expect(rest).toEqual([])
    expect(call?.to).toBe(TOKEN)
    expect(decodeFunctionData({ abi: positionManagerWriteAbi, data: call?.data ?? '0x' })).toEqual({
      functionName: 'approve',
      args: [SPENDER, 42n],
    })
  })
})
