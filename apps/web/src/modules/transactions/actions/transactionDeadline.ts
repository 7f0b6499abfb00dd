// spec 01 §5 Deadline / §9, spec 02 §7 (calls taking a deadline): now + the user's setting. "Now"
// is the later of the chain's latest block time and the wall clock: a devnet whose clock was
// moved forward (evm_increaseTime) runs ahead of wall time, and a deadline from Date.now() alone
// would already have passed there.
import type { Client } from 'viem'
import { getBlock } from 'viem/actions'

export interface GetTransactionDeadlineParameters {
  client: Client
  /** Seconds from now: transactionDeadlineSeconds() (chain/deadline.ts), or a permit's 1200. */
  seconds: number
  /** Wall clock in ms (tests pass a fixed one). */
  now?: number
}

/** Unix seconds after which the call must not execute. */
export async function getTransactionDeadline({
  client,
  seconds,
  now = Date.now(),
}: GetTransactionDeadlineParameters): Promise<bigint> {
  const wall = BigInt(Math.floor(now / 1000))
  const chainTime = await getBlock(client, { blockTag: 'latest' }).then(
    (block) => block.timestamp,
    // Without a block the wall clock is the best guess left; the contract still checks.
    () => wall,
  )
  return (chainTime > wall ? chainTime : wall) + BigInt(seconds)
}
