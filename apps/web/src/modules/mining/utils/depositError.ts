// spec 02 §5 Liquidity mining: the Deposit button's text — the amount parser's error, or none —
// and the Claim / Withdraw buttons' texts without an account or with nothing to act on.
import { parseTypedAmount } from '../../../lib/format'
import { LP_DECIMALS } from '../constants'

export type DepositError = 'connectWallet' | 'enterAmount' | 'insufficientBalance'

export function depositAmount(
  typed: string,
  connected: boolean,
  available: bigint,
): { amount: bigint | undefined; error: DepositError | null } {
  if (!connected) return { amount: undefined, error: 'connectWallet' }
  const amount = parseTypedAmount(typed, LP_DECIMALS)
  if (amount === undefined || amount === 0n) return { amount: undefined, error: 'enterAmount' }
  if (amount > available) return { amount, error: 'insufficientBalance' }
  return { amount, error: null }
}

/** 'Connect Wallet' without an account; 'Enter an amount' with nothing to claim. */
export const claimError = (connected: boolean, earned: bigint) =>
  !connected ? 'connectWallet' : earned === 0n ? 'enterAmount' : null

/** 'Connect a wallet' without an account; 'Enter an amount' with nothing staked. */
export const withdrawError = (connected: boolean, staked: bigint) =>
  !connected ? 'connectAWallet' : staked === 0n ? 'enterAmount' : null
