// issue 12 #4: once a receipt arrives, the balances and allowances the transaction moved are
// refreshed at once (not at the next block poll), at this one place for every screen: the
// tokens come from the record's typed info, the reads from chain/queries.ts keys.
import type { QueryClient } from '@tanstack/react-query'
import { type Address, isAddress } from 'viem'
import { type AccountHoldings, readsHoldings } from '../../../chain/queries'
import type { TransactionDetails, TransactionInfo } from '../types'

/** A currency id that names a token (not 'ETH', the native coin). */
const tokenOf = (currencyId: string | undefined): Address[] =>
  currencyId !== undefined && isAddress(currencyId, { strict: false }) ? [currencyId] : []

/** The ERC-20 tokens `info` moved; a wrap moves the chain's wrapped native token. */
export function tokensMovedBy(info: TransactionInfo, wrappedNative?: Address): Address[] {
  switch (info.type) {
    case 'swap':
      return [...tokenOf(info.inputCurrencyId), ...tokenOf(info.outputCurrencyId)]
    case 'approval':
      return [info.tokenAddress]
    case 'wrap':
      return wrappedNative ? [wrappedNative] : []
    case 'addLiquidityV3':
    case 'addLiquidityV2':
    case 'migrateLiquidityV3':
    case 'removeLiquidityV3':
    case 'removeLiquidityV2':
    case 'increaseLiquidityV4':
    case 'addLiquidityV4':
    case 'changeRange':
    case 'migrateLiquidityV4':
      return [...tokenOf(info.baseCurrencyId), ...tokenOf(info.quoteCurrencyId)]
    case 'collectFees':
      return [...tokenOf(info.currencyId0), ...tokenOf(info.currencyId1)]
    case 'depositLiquidityStaking':
    case 'withdrawLiquidityStaking':
      return [...tokenOf(info.token0Address), ...tokenOf(info.token1Address)]
    default:
      return []
  }
}

/** What the settled `tx` may have changed for its sender (the native balance always: gas). */
export function holdingsMovedBy(
  tx: Pick<TransactionDetails, 'chainId' | 'from' | 'info'>,
  wrappedNative?: Address,
): AccountHoldings {
  return { chainId: tx.chainId, account: tx.from, tokens: tokensMovedBy(tx.info, wrappedNative) }
}

/** Marks those reads stale; the ones a screen shows refetch now. */
export function refreshHoldings(
  queryClient: QueryClient,
  holdings: AccountHoldings,
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => readsHoldings(q.queryKey, holdings) })
}
