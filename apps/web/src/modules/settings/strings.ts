// User-visible text of the settings menu (spec 01 §2 "Settings dropdown", §5 "Slippage input",
// "Expert mode"), in one place for translation. Spec texts are verbatim.
export const SETTINGS_STRINGS = {
  openSettings: 'Transaction settings',
  title: 'Transaction Settings',
  slippageTolerance: 'Slippage tolerance',
  slippageTooltip:
    'Your transaction will revert if the price changes unfavorably by more than this percentage.',
  auto: 'Auto',
  customSlippage: 'Custom slippage tolerance in percent',
  invalidSlippage: 'Enter a valid slippage percentage',
  mayFail: 'Your transaction may fail',
  mayFrontrun: 'Your transaction may be frontrun',
  deadline: 'Transaction deadline',
  deadlineTooltip:
    'Your transaction will revert if it is pending for more than this period of time.',
  minutes: 'minutes',
  interfaceSettings: 'Interface Settings',
  autoRouter: 'Auto Router API',
  autoRouterTooltip: 'Use the routing service to get faster quotes.',
  expertMode: 'Expert Mode',
  expertModeTooltip:
    'Allow high price impact trades and skip the confirm screen. Use at your own risk.',
  darkTheme: 'Dark Theme',
  language: 'Language',
  areYouSure: 'Are you sure?',
  expertWarning:
    'Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.',
  expertWarningStrong: 'ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.',
  turnOnExpertMode: 'Turn On Expert Mode',
  typeConfirm: 'Please type the word "confirm" to enable expert mode.',
  confirmWord: 'confirm',
} as const
