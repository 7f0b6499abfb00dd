export { CurrencyAmountPanel, type CurrencyAmountPanelProps } from './CurrencyAmountPanel'
