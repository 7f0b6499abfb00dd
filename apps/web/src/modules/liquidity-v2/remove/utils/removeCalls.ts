// The v2 router's remove calls (spec 02 §7 "v2 router: removeLiquidity, removeLiquidityETH,
// removeLiquidityETHSupportingFeeOnTransferTokens and the WithPermit variants … Gas is estimated
// for each variant and the first that works is used"; §9 "v2 removal 5%"). The ETH variants only
// when one side is the native coin; with a permit signature only the WithPermit ones (approveMax
// false, the signature's deadline), with an approval only the plain ones.
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { v2Router02Abi } from '../../../../chain/abis/v2'
import type { PermitSignature } from '../../../approvals'

/** spec 02 §9: v2 removal slippage 5 % (in basis points). */
export const REMOVE_V2_SLIPPAGE_BPS = 500n

/** The least a removal accepts for `amount` (the reference's calculateSlippageAmount lower bound). */
export function minimumAmount(amount: bigint, slippageBps = REMOVE_V2_SLIPPAGE_BPS): bigint {
  return (amount * (10_000n - slippageBps)) / 10_000n
}

export type RemoveV2Method =
  | 'removeLiquidity'
  | 'removeLiquidityETH'
  | 'removeLiquidityETHSupportingFeeOnTransferTokens'
  | 'removeLiquidityWithPermit'
  | 'removeLiquidityETHWithPermit'
  | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'

/** The order in which the variants are tried (spec 02 §7). */
export function removeVariants(withNative: boolean, signed: boolean): RemoveV2Method[] {
  if (signed)
    return withNative
      ? [
          'removeLiquidityETHWithPermit',
          'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
        ]
      : ['removeLiquidityWithPermit']
  return withNative
    ? ['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens']
    : ['removeLiquidity']
}

export interface RemoveCallParameters {
  /** The pair's tokens in route order (A, B): ERC-20 addresses (WETH for the native side). */
  tokenA: Address
  tokenB: Address
  liquidity: bigint
  amountA: bigint
  amountB: bigint
  /** Which route side is the native coin, or null. */
  nativeSide: 'A' | 'B' | null
  recipient: Address
  /** The transaction deadline (the signature's when there is one). */
  deadline: bigint
  signature: Pick<PermitSignature, 'v' | 'r' | 's' | 'deadline'> | null
}

export interface RemoveCall {
  method: RemoveV2Method
  data: Hex
}

/** Every variant that fits, in the order to try them. */
export function removeCalls(p: RemoveCallParameters): RemoveCall[] {
  const minA = minimumAmount(p.amountA)
  const minB = minimumAmount(p.amountB)
  const deadline = p.signature ? p.signature.deadline : p.deadline
  const sig = p.signature
  // With a native side: the other side is "the token", the native side is ETH.
  const token = p.nativeSide === 'A' ? p.tokenB : p.tokenA
  const minToken = p.nativeSide === 'A' ? minB : minA
  const minETH = p.nativeSide === 'A' ? minA : minB
  const ethArgs = [token, p.liquidity, minToken, minETH, p.recipient, deadline] as const
  const plainArgs = [p.tokenA, p.tokenB, p.liquidity, minA, minB, p.recipient, deadline] as const
  return removeVariants(p.nativeSide !== null, sig !== null).map((method) => {
    const data = (() => {
      switch (method) {
        case 'removeLiquidity':
          return encodeFunctionData({ abi: v2Router02Abi, functionName: method, args: plainArgs })
        case 'removeLiquidityETH':
        case 'removeLiquidityETHSupportingFeeOnTransferTokens':
          return encodeFunctionData({ abi: v2Router02Abi, functionName: method, args: ethArgs })
        case 'removeLiquidityWithPermit':
          if (!sig) throw new Error('missing signature')
          return encodeFunctionData({
            abi: v2Router02Abi,
            functionName: method,
            args: [...plainArgs, false, sig.v, sig.r, sig.s],
          })
        case 'removeLiquidityETHWithPermit':
        case 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens':
          if (!sig) throw new Error('missing signature')
          return encodeFunctionData({
            abi: v2Router02Abi,
            functionName: method,
            args: [...ethArgs, false, sig.v, sig.r, sig.s],
          })
      }
    })()
    return { method, data }
  })
}

/**
 * Issue 18: the variant sent inside a batching wallet's one batch [approve, remove]. There no
 * variant can be estimated on its own (the allowance comes from the batch's first call; the
 * wallet simulates the whole batch), so it is the one the estimates would reach: the
 * fee-on-transfer variant when a side takes a transfer fee (the plain one would fail), else the
 * first.
 */
export function batchedRemoveCall(calls: readonly RemoveCall[], transferFee: boolean): RemoveCall {
  const fitting = calls.find(
    (c) => c.method.endsWith('SupportingFeeOnTransferTokens') === transferFee,
  )
  const call = fitting ?? calls[0]
  if (!call) throw new Error('no remove variant')
  return call
}
