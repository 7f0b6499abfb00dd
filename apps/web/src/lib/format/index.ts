// spec 01 §9 Display: the shared formatters every module uses (amounts, addresses and hashes).
export { shortenAddress, shortenHash } from './shorten'
export { formatSignificant } from './significant'
export { type FormatTokenAmountParameters, formatTokenAmount } from './tokenAmount'
