// The local L1's clock starts in the past (issues 15, 16): a reward period that has already
// ended, a timelock delay served, a proposal that expired, all need days to pass on chain. The
// seed moves time forward with real transactions in between (evm_increaseTime / hardhat_mine),
// then the clock catches up with the wall clock, so apps and wallets see the present.
import { rpc, toQuantity } from './rpc.ts'

const DAY_MS = 86_400_000

/** The local L1's interval mining period: mainnet's 12 s slots (the L2 mines every second). */
export const L1_BLOCK_MS = 12_000

/** How far back the L1's genesis is dated: room for every time jump the seed makes. */
export const L1_BACKDATE_DAYS = 150

export const backdatedGenesis = (now = Date.now()): Date =>
  new Date(now - L1_BACKDATE_DAYS * DAY_MS)

/** The latest block's timestamp, in seconds. */
export async function chainTime(url: string): Promise<number> {
  const block = await rpc<{ timestamp: string }>(url, 'eth_getBlockByNumber', ['latest', false])
  return Number(block.timestamp)
}

/**
 * Mines one block at the wall clock's time; later blocks (interval mining) follow the wall
 * clock from there. Throws when the seed already went past the present: the backdate is too
 * short for what the seed does.
 */
export async function catchUpClock(url: string, now = Date.now()): Promise<void> {
  const target = Math.floor(now / 1000)
  const latest = await chainTime(url)
  if (latest >= target)
    throw new Error(
      `the seed moved the L1 clock ${latest - target} s past the present: raise L1_BACKDATE_DAYS`,
    )
  await rpc(url, 'evm_setNextBlockTimestamp', [toQuantity(BigInt(target))])
  await rpc(url, 'evm_mine', [])
}
