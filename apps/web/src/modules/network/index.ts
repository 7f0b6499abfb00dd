// STUB (contract for the shell): the wallet helper replaces these with the real module.
// Public surface of the network module:
//   NetworkSelector  — header selector (spec 01 §2, §4 "Network switch").
//   useActiveChain() — the chain the app reads: the wallet's chain when connected to a supported
//                      one, else the chain picked in the selector (default: first local chain).
export { NetworkSelector, useActiveChain } from './stub'
