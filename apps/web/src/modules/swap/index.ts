// Swap (issue 5; spec 01 §2 Swap screen, §3 Swap state, §4 Swap actions and confirmation, §5).
//   SwapForm — the whole swap screen on the active chain: From/To panels with the token picker,
//              quotes (modules/quote), settings, recipient, price and route, approvals or permit
//              (modules/approvals), execution through SwapRouter02, wrap/unwrap, the confirm
//              dialog. Reads and writes the URL's swap parameters.
export { SwapForm } from './containers/SwapForm'
