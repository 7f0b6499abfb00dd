// User-visible texts of the swap's send path, as Lingui descriptors (i18n/index.ts): the wrap
// flow's input errors (spec 01 §5 Wrap; {symbol} is the currency being spent) and the swap
// callback states (spec 01 §4). The failures are in swapFailureStrings.ts, loaded with the send
// path (they need chain/revertReasons, which the screen does not).
import { msg } from '@lingui/core/macro'

export const WRAP_STRINGS = {
  enterAmount: msg({ message: 'Enter {symbol} amount' }),
  insufficientBalance: msg({ message: 'Insufficient {symbol} balance' }),
} as const

export const SWAP_CALLBACK_STRINGS = {
  missingDependencies: msg`Missing dependencies`,
  invalidRecipient: msg`Invalid recipient`,
} as const

/** Issue 35: the simulated swap pays less than 'Minimum received' (utils/simulationCheck). */
export const SWAP_SIMULATION_STRINGS = {
  belowMinimum: msg({
    message:
      'You would receive {received} {symbol}, less than the minimum of {minimum} {symbol}. The token may take a fee on transfer.',
  }),
} as const

/** Issue 35: the swap's rules, said before Confirm (hooks/useRecipientWarning). */
export const SWAP_RULE_STRINGS = {
  recipientToken: msg({
    message:
      'The recipient is the {symbol} token contract itself. Tokens sent to a token contract are usually lost for good.',
  }),
  recipientContract: msg({
    message:
      'The recipient {address} is a contract, not a wallet. If it is a token or a pool, what you send is usually lost for good.',
  }),
} as const
