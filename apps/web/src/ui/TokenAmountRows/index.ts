export { type TokenAmountRow, TokenAmountRows } from './TokenAmountRows'
