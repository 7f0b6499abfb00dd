// User-visible texts of the wrap flow (spec 01 §5 Wrap) and the wrap/swap transaction summaries.
// {symbol} is the native or the wrapped symbol, whichever the user spends.
export const WRAP_STRINGS = {
  enterAmount: 'Enter {symbol} amount',
  insufficientBalance: 'Insufficient {symbol} balance',
  wrapSummary: 'Wrap {amount} {native} to {wrapped}',
  unwrapSummary: 'Unwrap {amount} {wrapped} to {native}',
} as const
