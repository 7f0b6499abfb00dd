// How the v2 remove form writes its pair's amounts (spec 02 §9 "4 to 6 significant digits in …
// removal displays": 4 on the form, 6 in inputs and the confirmation).
import { useLingui } from '@lingui/react'
import type { Token } from '@uniswap/sdk-core'
import type { ChainInfo } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import type { TokenAmountRow as AmountRow } from '../../../../ui'
import type { V2PairData } from '../../../liquidity'
import { type Currency, useLogoUrls } from '../../../tokens'
import { toSdkPair } from '../../pair'
import { REMOVE_V2_STRINGS as S } from '../strings'
import { type BurnAmounts, LP_DECIMALS } from '../utils/deriveBurn'

export const FORM_DIGITS = 4
export const EXACT_DIGITS = 6

type Side = 'A' | 'B'
/** A side's logo: the URLs to try, its symbol, and its token's address to seed the identicon. */
interface Logo {
  srcs: string[]
  symbol: string
  seed: string
}

export interface BurnDisplay {
  /** One side's amount as a row (logo, symbol, text; raw units on data-raw). */
  row: (side: Side, raw: bigint, digits: number, testId: string) => AmountRow
  /** An amount of the liquidity token. */
  lpText: (raw: bigint, digits: number) => string
  /** Each side's logo, for the pair's double logo and the Detailed mode's token slots. */
  logos: Record<Side, Logo>
  /** 'A/B', the liquidity token's name on the form. */
  lpSymbol: string
  /** The confirm dialog's label of the LP line: 'A/B Pool Tokens burned'. */
  lpBurnedLabel: string
  /** The price of one side in the other ('1 A = x B'), '–' while a reserve is empty. */
  priceAB: string
  priceBA: string
  /** What the wallet dialog says while the removal waits for a signature. */
  pendingText: (burn: BurnAmounts) => string
}

export interface UseBurnDisplayParameters {
  chain: ChainInfo
  pair: V2PairData
  currencyA: Currency
  currencyB: Currency
  tokenA: Token
  tokenB: Token
}

export function useBurnDisplay(p: UseBurnDisplayParameters): BurnDisplay {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const logoUrls = useLogoUrls(p.chain)
  const symbols = { A: p.currencyA.symbol, B: p.currencyB.symbol }
  const tokens = { A: p.tokenA, B: p.tokenB }
  const logos = {
    A: { srcs: logoUrls(p.currencyA.address), symbol: symbols.A, seed: p.tokenA.address },
    B: { srcs: logoUrls(p.currencyB.address), symbol: symbols.B, seed: p.tokenB.address },
  }
  const row = (side: Side, raw: bigint, digits: number, testId: string): AmountRow => ({
    ...logos[side],
    raw,
    text: fmt.tokenAmount(raw, tokens[side].decimals, digits),
    testId,
  })
  const sdk = toSdkPair(p.pair)
  const price = (base: Side, quote: Side) =>
    p.pair.reserve0 > 0n && p.pair.reserve1 > 0n
      ? _({
          ...S.pricePer,
          values: {
            base: symbols[base],
            quote: symbols[quote],
            price: fmt.decimal(sdk.pair.priceOf(tokens[base]).toSignificant(EXACT_DIGITS)),
          },
        })
      : '–'
  return {
    row,
    lpText: (raw, digits) => fmt.tokenAmount(raw, LP_DECIMALS, digits),
    logos,
    lpSymbol: _({ ...S.pairTitle, values: { symbolA: symbols.A, symbolB: symbols.B } }),
    lpBurnedLabel: _({ ...S.poolTokensBurned, values: { symbolA: symbols.A, symbolB: symbols.B } }),
    priceAB: price('A', 'B'),
    priceBA: price('B', 'A'),
    pendingText: (burn) =>
      _({
        ...S.removingPending,
        values: {
          amountA: fmt.tokenAmount(burn.amountA, p.tokenA.decimals, EXACT_DIGITS),
          symbolA: symbols.A,
          amountB: fmt.tokenAmount(burn.amountB, p.tokenB.decimals, EXACT_DIGITS),
          symbolB: symbols.B,
        },
      }),
  }
}
