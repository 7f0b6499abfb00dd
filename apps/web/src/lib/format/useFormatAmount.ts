// issue 11 §4: one hook that components use to show numbers in the active language, so a
// language switch re-renders them with its separators. Digits stay exact (bigint formatters);
// Intl only writes the separators, percents and dates.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { formatBalance } from './balance'
import { localizeDecimal } from './localize'
import { numberLocale } from './numberLocale'
import { formatSignificant } from './significant'
import { formatTokenAmount } from './tokenAmount'

export interface AmountFormatters {
  /** The Intl locale in use (pseudo → en-US). */
  locale: string
  /** A token amount: 4 significant digits, '<0.00001' below (spec 01 §9), grouped. */
  tokenAmount: (raw: bigint, decimals: number, significantDigits?: number) => string
  /** `digits` significant figures, grouped. */
  significant: (raw: bigint, decimals: number, digits?: number) => string
  /**
   * A balance: every whole unit, grouped, decimals to the token's display precision, cut
   * (issue 34 #5): the header, the account dialog, the amount panels and the picker rows.
   */
  balance: (raw: bigint, decimals: number) => string
  /** An exact decimal string ('1234.5') with the locale's separators. */
  decimal: (value: string) => string
  /** A fraction as a percent (0.005 → '0.5%' / '0,5 %'), at most `maxFractionDigits` decimals. */
  percent: (fraction: number, maxFractionDigits?: number) => string
  /**
   * Basis points as a percent with 2 decimals (spec 01 §9): 1234 → '12.34%', -50 → '-0.50%';
   * `signed` writes a '+' too, for a change (50 → '+0.50%').
   */
  bpsPercent: (bps: number, options?: { signed?: boolean }) => string
  /** A dollar value with cents, '<$0.01' when it rounds to 0.00 (spec 01 §9 gas fee). */
  usd: (value: number) => string
  /** A fiat value to 6 significant digits, at most cents; '$0', '<$0.01' (spec 01 §9). */
  fiat: (value: number) => string
  /** A date and/or time (Intl.DateTimeFormat options; default: date and short time). */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
}

// Intl only writes the separators, sign and currency of these display-only floats (issue 34 #4:
// "$2,999.42" and "12.34%" were fixed to en-US under de-DE); amounts never pass through here.
const dollars = (locale: string, fractionDigits: { min?: number; max: number }) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits.min ?? 0,
    maximumFractionDigits: fractionDigits.max,
  })

/**
 * Formatters for `locale` (an interface locale); pure, for code outside React. The Intl locale is
 * resolved at the first number written, not here: the first `Intl` call of a page loads ICU data
 * (~30 ms, ~120 ms at Lighthouse's 4× CPU), and /swap's first render asks for these formatters
 * without writing a number (bench/README, Lighthouse, session 14).
 */
export function amountFormatters(interfaceLocale: string): AmountFormatters {
  const loc = () => numberLocale(interfaceLocale)
  return {
    get locale() {
      return loc()
    },
    tokenAmount: (raw, decimals, significantDigits) =>
      formatTokenAmount({
        raw,
        decimals,
        locale: loc(),
        ...(significantDigits ? { significantDigits } : {}),
      }),
    significant: (raw, decimals, digits = 3) =>
      localizeDecimal(formatSignificant(raw, decimals, digits), loc()),
    balance: (raw, decimals) => localizeDecimal(formatBalance(raw, decimals), loc()),
    decimal: (value) => localizeDecimal(value, loc()),
    percent: (fraction, maxFractionDigits = 2) =>
      new Intl.NumberFormat(loc(), {
        style: 'percent',
        maximumFractionDigits: maxFractionDigits,
      }).format(fraction),
    bpsPercent: (bps, options) =>
      new Intl.NumberFormat(loc(), {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: options?.signed ? 'exceptZero' : 'auto',
      }).format(Math.round(bps) / 10_000),
    usd: (value) => {
      const cents = dollars(loc(), { min: 2, max: 2 })
      return value < 0.005 ? `<${cents.format(0.01)}` : cents.format(value)
    },
    fiat: (value) => {
      const cents = dollars(loc(), { max: 2 })
      if (value === 0) return cents.format(0)
      if (value < 0.01) return `<${dollars(loc(), { min: 2, max: 2 }).format(0.01)}`
      return cents.format(Number(value.toPrecision(6)))
    },
    date: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(loc(), options).format(value),
  }
}

/** The formatters of the active language (re-created when the language changes). */
export function useFormatAmount(): AmountFormatters {
  const { i18n } = useLingui()
  return useMemo(() => amountFormatters(i18n.locale), [i18n.locale])
}
