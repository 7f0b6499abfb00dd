// spec 01 §7.1: "Quotes older than 10 blocks are ignored." The quote's block is where its pools
// were read; the chain's current block comes from the node (wagmi useBlockNumber).

export const MAX_QUOTE_AGE_BLOCKS = 10n

/** True when the quote is more than 10 blocks behind; unknown current block: not stale. */
export function isQuoteStale(quoteBlock: bigint, currentBlock: bigint | undefined): boolean {
  return currentBlock !== undefined && currentBlock - quoteBlock > MAX_QUOTE_AGE_BLOCKS
}
