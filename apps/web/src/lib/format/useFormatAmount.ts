// issue 11 §4: one hook that components use to show numbers in the active language, so a
// language switch re-renders them with its separators. Digits stay exact (bigint formatters);
// Intl only writes the separators, percents and dates.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { localizeDecimal } from './localize'
import { numberLocale } from './numberLocale'
import { formatSignificant } from './significant'
import { formatTokenAmount } from './tokenAmount'

export interface AmountFormatters {
  /** The Intl locale in use (pseudo → en-US). */
  locale: string
  /** A token amount: 4 significant digits, '<0.00001' below (spec 01 §9), grouped. */
  tokenAmount: (raw: bigint, decimals: number, significantDigits?: number) => string
  /** `digits` significant figures, grouped (the header balance: 3, spec 01 §2). */
  significant: (raw: bigint, decimals: number, digits?: number) => string
  /** An exact decimal string ('1234.5') with the locale's separators. */
  decimal: (value: string) => string
  /** A fraction as a percent (0.005 → '0.5%' / '0,5 %'), at most `maxFractionDigits` decimals. */
  percent: (fraction: number, maxFractionDigits?: number) => string
  /** A date and/or time (Intl.DateTimeFormat options; default: date and short time). */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
}

/** Formatters for `locale` (an interface locale); pure, for code outside React. */
export function amountFormatters(interfaceLocale: string): AmountFormatters {
  const locale = numberLocale(interfaceLocale)
  return {
    locale,
    tokenAmount: (raw, decimals, significantDigits) =>
      formatTokenAmount({
        raw,
        decimals,
        locale,
        ...(significantDigits ? { significantDigits } : {}),
      }),
    significant: (raw, decimals, digits = 3) =>
      localizeDecimal(formatSignificant(raw, decimals, digits), locale),
    decimal: (value) => localizeDecimal(value, locale),
    percent: (fraction, maxFractionDigits = 2) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: maxFractionDigits,
      }).format(fraction),
    date: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(locale, options).format(value),
  }
}

/** The formatters of the active language (re-created when the language changes). */
export function useFormatAmount(): AmountFormatters {
  const { i18n } = useLingui()
  return useMemo(() => amountFormatters(i18n.locale), [i18n.locale])
}
