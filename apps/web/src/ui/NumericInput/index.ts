export { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './amountRules'
export { NumericInput, type NumericInputProps } from './NumericInput'
