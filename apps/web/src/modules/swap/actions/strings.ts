// User-visible texts of the wrap flow (spec 01 §5 Wrap) (the wrap summaries render from the transaction info: modules/transactions).
// {symbol} is the native or the wrapped symbol, whichever the user spends.
export const WRAP_STRINGS = {
  enterAmount: 'Enter {symbol} amount',
  insufficientBalance: 'Insufficient {symbol} balance',
} as const
