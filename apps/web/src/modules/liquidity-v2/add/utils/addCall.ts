// The v2 router's add (spec 02 §7 "v2 addLiquidity(tokenA, tokenB, amountADesired,
// amountBDesired, amountAMin, amountBMin, to, deadline) and addLiquidityETH(token,
// amountTokenDesired, amountTokenMin, amountETHMin, to, deadline, with value)"), encoded with viem
// and Router02's ABI. Minimums (spec 02 §9): the add slippage, 0.50 % by default, or 50 % when
// the pool is created ("Create-pool v2 minimums use 50%": the first provider's amounts are taken
// as they are; the minimum only matters should someone else create the pair first).
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { v2Router02Abi } from '../../../../chain/abis/v2'

/** spec 02 §9 "Default slippage for adding: 0.50% (50/10000) for v3 and v2". */
export const V2_ADD_SLIPPAGE_BPS = 50
/** spec 02 §9 "Create-pool v2 minimums use 50%". */
export const V2_CREATE_POOL_SLIPPAGE_BPS = 5_000

/** The add's slippage: the user's custom tolerance if set, else the default; 50 % to create. */
export function v2AddSlippageBps(userSlippage: 'auto' | number, noLiquidity: boolean): number {
  if (noLiquidity) return V2_CREATE_POOL_SLIPPAGE_BPS
  return userSlippage === 'auto' ? V2_ADD_SLIPPAGE_BPS : userSlippage
}

/** 0 to 100 % in whole basis points. */
export const isValidSlippage = (bps: number): boolean =>
  Number.isInteger(bps) && bps >= 0 && bps <= 10_000

/**
 * The least the router may take of `amount` (spec 02 §5 "Slippage must be 0 to 100 percent, else
 * the error 'Unexpected slippage'"): amount × (10000 − bps) / 10000, rounded down.
 */
export function minimumAmount(amount: bigint, slippageBps: number): bigint {
  if (!isValidSlippage(slippageBps)) throw new Error('Unexpected slippage')
  return (amount * BigInt(10_000 - slippageBps)) / 10_000n
}

export interface V2AddCallParameters {
  router: Address
  /** The pool tokens of A and B; `nativeSide` says which one is paid in the native coin. */
  tokenA: Address
  tokenB: Address
  nativeSide: 'a' | 'b' | undefined
  amountA: bigint
  amountB: bigint
  slippageBps: number
  recipient: Address
  deadline: bigint
}

export function buildV2AddCall(p: V2AddCallParameters): { to: Address; data: Hex; value: bigint } {
  const minA = minimumAmount(p.amountA, p.slippageBps)
  const minB = minimumAmount(p.amountB, p.slippageBps)
  if (p.nativeSide) {
    const tokenIsA = p.nativeSide === 'b'
    const [token, amountToken, amountTokenMin, amountEth, amountEthMin] = tokenIsA
      ? [p.tokenA, p.amountA, minA, p.amountB, minB]
      : [p.tokenB, p.amountB, minB, p.amountA, minA]
    return {
      to: p.router,
      value: amountEth,
      data: encodeFunctionData({
        abi: v2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, amountToken, amountTokenMin, amountEthMin, p.recipient, p.deadline],
      }),
    }
  }
  return {
    to: p.router,
    value: 0n,
    data: encodeFunctionData({
      abi: v2Router02Abi,
      functionName: 'addLiquidity',
      args: [p.tokenA, p.tokenB, p.amountA, p.amountB, minA, minB, p.recipient, p.deadline],
    }),
  }
}
