// Summaries for the toasts and the recent-transactions list (issue 11 §3): rendered from the
// typed info at display time, so they follow the language; never stored. One message per type
// (strings.ts SUMMARY_MESSAGES); amounts are formatted here, at render, for the active locale.
import type { MessageDescriptor } from '@lingui/core'
import { formatFeeTier, formatTokenAmount, shortenAddress } from '../../../lib/format'
import { SUMMARY_MESSAGES as M } from '../strings'
import type { TransactionInfo } from '../types'

export interface SummaryCurrency {
  symbol: string
  decimals: number
}

export interface SummaryContext {
  /** The currency of an id (spec 01 §3: a token address, or 'ETH' for the native coin). */
  currency: (id: string) => SummaryCurrency | undefined
  /** The record's chain: a wrap names its native and wrapped coins. */
  native: SummaryCurrency
  wrapped: SummaryCurrency
  /** The active locale (amount separators). */
  locale: string
}

/** spec 02 §9: UNI has 18 decimals (claims). */
const UNI = { symbol: 'UNI', decimals: 18 }

/** What an amount of a token not (yet) resolved shows: never its base units. */
export const UNRESOLVED_AMOUNT = '…'

/**
 * The currency ids (token addresses, 'ETH') whose symbol or decimals `info`'s summary shows: what
 * a summary context must resolve before it renders (hooks/useSummaryContext).
 */
export function summaryCurrencyIds(info: TransactionInfo): string[] {
  switch (info.type) {
    case 'swap':
      return [info.inputCurrencyId, info.outputCurrencyId]
    case 'approval':
      return [info.tokenAddress]
    case 'addLiquidityV3':
    case 'addLiquidityV2':
    case 'createV3Pool':
    case 'migrateLiquidityV3':
    case 'removeLiquidityV3':
    case 'removeLiquidityV2':
    case 'increaseLiquidityV4':
    case 'addLiquidityV4':
      return [info.baseCurrencyId, info.quoteCurrencyId]
    case 'collectFees':
      return [info.currencyId0, info.currencyId1]
    case 'depositLiquidityStaking':
    case 'withdrawLiquidityStaking':
      return [info.token0Address, info.token1Address]
    default:
      return []
  }
}

/** The summary of `info` as a descriptor with its values, ready for `_()` / `i18n._()`. */
export function transactionSummary(info: TransactionInfo, ctx: SummaryContext): MessageDescriptor {
  // A token not resolved (its chain read failed or has not answered yet) shows its short
  // address and no amount: without its decimals the base units would read as a huge figure
  // (issue 34 #2: "Collect 2459945406199425856 0x124c…7E73").
  const symbol = (id: string): string =>
    ctx.currency(id)?.symbol ?? (id.startsWith('0x') ? shortenAddress(id) : id)
  const amount = (raw: string, id: string, significantDigits?: number): string => {
    const c = ctx.currency(id)
    if (!c) return UNRESOLVED_AMOUNT
    return formatTokenAmount({
      raw: BigInt(raw),
      decimals: c.decimals,
      locale: ctx.locale,
      ...(significantDigits === undefined ? {} : { significantDigits }),
    })
  }
  const fee = (feeAmount: number) => formatFeeTier(feeAmount, ctx.locale)
  const pair = (base: string, quote: string) => ({
    baseSymbol: symbol(base),
    quoteSymbol: symbol(quote),
  })
  /** A liquidity record's pair with its two expected amounts (add v2/v3, remove v3). */
  const pairAmounts = (i: {
    baseCurrencyId: string
    quoteCurrencyId: string
    expectedAmountBaseRaw: string
    expectedAmountQuoteRaw: string
  }) => ({
    ...pair(i.baseCurrencyId, i.quoteCurrencyId),
    baseAmount: amount(i.expectedAmountBaseRaw, i.baseCurrencyId),
    quoteAmount: amount(i.expectedAmountQuoteRaw, i.quoteCurrencyId),
  })
  const with_ = (m: MessageDescriptor, values: Record<string, string | number>) => ({
    ...m,
    values,
  })
  switch (info.type) {
    case 'swap': {
      const values = {
        inputAmount: amount(info.inputCurrencyAmountRaw, info.inputCurrencyId),
        inputSymbol: symbol(info.inputCurrencyId),
        outputAmount: amount(info.outputCurrencyAmountRaw, info.outputCurrencyId),
        outputSymbol: symbol(info.outputCurrencyId),
      }
      return info.recipient
        ? with_(M.swapExactInTo, { ...values, recipient: info.recipient })
        : with_(M.swapExactIn, values)
    }
    case 'approval':
      return with_(M.approve, { symbol: symbol(info.tokenAddress) })
    case 'wrap': {
      const spent = info.unwrapped ? ctx.wrapped : ctx.native
      const values = {
        amount: formatTokenAmount({
          raw: BigInt(info.currencyAmountRaw),
          decimals: spent.decimals,
          significantDigits: 6,
          locale: ctx.locale,
        }),
        native: ctx.native.symbol,
        wrapped: ctx.wrapped.symbol,
      }
      return with_(info.unwrapped ? M.unwrap : M.wrap, values)
    }
    case 'claim': {
      const recipient = shortenAddress(info.recipient)
      return info.uniAmountRaw === undefined
        ? with_(M.claimNoAmount, { recipient })
        : with_(M.claim, {
            recipient,
            amount: formatTokenAmount({
              raw: BigInt(info.uniAmountRaw),
              decimals: UNI.decimals,
              locale: ctx.locale,
            }),
          })
    }
    case 'vote': {
      const m =
        info.decision === 'for'
          ? M.voteFor
          : info.decision === 'against'
            ? M.voteAgainst
            : M.voteAbstain
      return with_(m, { proposalId: info.proposalId })
    }
    case 'delegate':
      return with_(M.delegate, { delegatee: shortenAddress(info.delegatee) })
    case 'addLiquidityV3':
      return with_(info.createPool ? M.createPoolAndAddLiquidityV3 : M.addLiquidityV3, {
        ...pairAmounts(info),
        fee: fee(info.feeAmount),
      })
    case 'addLiquidityV2':
      return with_(M.addLiquidityV2, pairAmounts(info))
    case 'createV3Pool':
      return with_(M.createV3Pool, {
        ...pair(info.baseCurrencyId, info.quoteCurrencyId),
        fee: fee(info.feeAmount),
      })
    case 'migrateLiquidityV3':
      return with_(
        info.isFork ? M.migrateForkLiquidityV3 : M.migrateLiquidityV3,
        pair(info.baseCurrencyId, info.quoteCurrencyId),
      )
    case 'collectFees':
      return with_(M.collectFees, {
        amount0: amount(info.expectedCurrencyOwed0Raw, info.currencyId0),
        symbol0: symbol(info.currencyId0),
        amount1: amount(info.expectedCurrencyOwed1Raw, info.currencyId1),
        symbol1: symbol(info.currencyId1),
      })
    case 'removeLiquidityV3':
    case 'removeLiquidityV2':
      return with_(M.removeLiquidityV3, pairAmounts(info))
    case 'increaseLiquidityV4':
      return with_(M.increaseLiquidityV4, { ...pairAmounts(info), tokenId: info.tokenId })
    case 'addLiquidityV4':
      return with_(info.createPool ? M.createV4Pool : M.addLiquidityV4, pairAmounts(info))
    case 'burnPosition':
      return with_(M.burnPosition, { tokenId: info.tokenId })
    case 'changeRange':
      return with_(M.changeRange, { tokenId: info.tokenId })
    case 'migrateLiquidityV4':
      return with_(M.migrateLiquidityV4, {
        tokenId: info.tokenId,
        baseSymbol: symbol(info.baseCurrencyId),
        quoteSymbol: symbol(info.quoteCurrencyId),
      })
    case 'depositLiquidityStaking':
      return with_(M.depositLiquidityStaking, {
        // spec 02 §3: liquidity tokens have 18 decimals.
        amount: formatTokenAmount({
          raw: BigInt(info.amountRaw),
          decimals: 18,
          locale: ctx.locale,
        }),
        symbol0: symbol(info.token0Address),
        symbol1: symbol(info.token1Address),
      })
    case 'withdrawLiquidityStaking':
      return with_(M.withdrawLiquidityStaking, {
        symbol0: symbol(info.token0Address),
        symbol1: symbol(info.token1Address),
      })
    case 'submitProposal':
      return M.submitProposal
    case 'queue':
      return with_(M.queueProposal, { proposalId: info.proposalId })
    case 'execute':
      return with_(M.executeProposal, { proposalId: info.proposalId })
    case 'cancel':
      return with_(M.cancelProposal, { proposalId: info.proposalId })
  }
}
