export { RoundedAmount, type RoundedAmountProps } from './RoundedAmount'
