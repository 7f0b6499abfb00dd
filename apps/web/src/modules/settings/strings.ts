// User-visible text of the settings menu (spec 01 §2 "Settings dropdown", §5 "Slippage input",
// "Expert mode"), as Lingui descriptors translated at render (`_(…)`). Spec texts are verbatim.
import { msg } from '@lingui/core/macro'

export const SETTINGS_STRINGS = {
  openSettings: msg`Transaction settings`,
  title: msg`Transaction Settings`,
  slippageTolerance: msg`Slippage tolerance`,
  slippageTooltip: msg`Your transaction will revert if the price changes unfavorably by more than this percentage.`,
  auto: msg`Auto`,
  customSlippage: msg`Custom slippage tolerance in percent`,
  invalidSlippage: msg`Enter a valid slippage percentage`,
  mayFail: msg`Your transaction may fail`,
  mayFrontrun: msg`Your transaction may be frontrun`,
  deadline: msg`Transaction deadline`,
  deadlineTooltip: msg`Your transaction will revert if it is pending for more than this period of time.`,
  minutes: msg`minutes`,
  // Issue 12 #10: spec 01 §5 gives the deadline range (1 to 4320 minutes) but no text for it.
  invalidDeadline: msg({ message: 'Enter a deadline between {min} and {max} minutes' }),
  interfaceSettings: msg`Interface Settings`,
  autoRouter: msg`Auto Router API`,
  autoRouterTooltip: msg`Use the routing service to get faster quotes.`,
  expertMode: msg`Expert Mode`,
  expertModeTooltip: msg`Allow high price impact trades and skip the confirm screen. Use at your own risk.`,
  darkTheme: msg`Dark Theme`,
  language: msg`Language`,
  areYouSure: msg`Are you sure?`,
  expertWarning: msg`Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.`,
  expertWarningStrong: msg`ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.`,
  turnOnExpertMode: msg`Turn On Expert Mode`,
  typeConfirm: msg({ message: 'Please type the word "{word}" to enable expert mode.' }),
  /** The word typed to turn expert mode on; translated with the prompt that quotes it. */
  confirmWord: msg`confirm`,
}
