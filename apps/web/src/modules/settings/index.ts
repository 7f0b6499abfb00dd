// Public surface of the settings module (spec 01 §2 "Settings dropdown / transaction settings").
//   <SettingsMenu autoSlippageBps showRouterToggle? />
//       gear button data-testid="open-settings-dialog-button" and the dropdown
//       (data-testid="settings-menu"): slippage ('slippage-auto', 'slippage-input',
//       'slippage-message'), deadline ('deadline-input'), switches 'toggle-auto-router',
//       'toggle-expert-mode' (→ 'expert-mode-dialog': 'expert-mode-turn-on', then
//       'expert-mode-confirm-input' + 'expert-mode-confirm'), 'toggle-dark-mode', and the
//       language list ('settings-languages', buttons with data-locale).
//   computeAutoSlippageBps({ chain, gasUseEstimateUSD, outputUSD }) — spec 01 §9 auto slippage.
export { SettingsMenu } from './containers/SettingsMenu'
export { computeAutoSlippageBps } from './utils/autoSlippage'
