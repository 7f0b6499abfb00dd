// User-visible text of the design-system parts without a strings file of their own (amount
// panel, token button, token logo, amount input, the load boundary; issue 11 §2), as Lingui
// descriptors translated at render (`_(…)`). Parts in their own folder keep theirs beside them
// (e.g. TransactionDialog/strings.ts).
import { msg } from '@lingui/core/macro'

export const PART_STRINGS = {
  // spec 01 §2 "Token input panel": balance with MAX
  balance: msg({ message: 'Balance: {balance}' }),
  maxButton: msg`MAX`,
  amountLabel: msg({ message: '{label} amount' }),
  selectToken: msg`Select a token`,
  tokenButtonLabel: msg({ message: '{label}: {symbol}' }),
  tokenLogo: msg({ message: '{symbol} logo' }),
  // Issue 12 #10: a refused edit of an amount box says why (ui/NumericInput).
  amountRefusedCharacters: msg`Please use digits and one decimal point`,
  amountRefusedSeparators: msg`Please use one decimal point and no thousands separators`,
  amountRefusedDecimals: msg({
    message:
      '{decimals, plural, =0 {This token takes whole amounts only} one {This token takes at most # decimal place} other {This token takes at most # decimal places}}',
  }),
  amountRefusedLength: msg({ message: 'Amounts can be at most {max} characters long' }),
  // Issue 29: a part whose code did not load (offline, or a deploy replaced it), in its place.
  loadFailed: msg`This part of the page couldn't load.`,
  retry: msg`Retry`,
} as const
