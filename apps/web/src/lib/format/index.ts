// spec 01 §9 Display: the shared amount formatters every module uses.
export { formatSignificant } from './significant'
export { type FormatTokenAmountParameters, formatTokenAmount } from './tokenAmount'
