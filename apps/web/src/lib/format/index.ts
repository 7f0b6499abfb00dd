// spec 01 §9 Display: the shared formatters every module uses (amounts, addresses and hashes).
// Components show numbers through useFormatAmount (the active language's separators, issue 11 §4).

export { formatFeeTier } from './feeTier'
export { localizeDecimal } from './localize'
export { numberLocale } from './numberLocale'
export { parseTypedAmount } from './parseAmount'
export { shortenAddress, shortenHash } from './shorten'
export { formatSignificant } from './significant'
export { type FormatTokenAmountParameters, formatTokenAmount } from './tokenAmount'
export { type AmountFormatters, amountFormatters, useFormatAmount } from './useFormatAmount'
