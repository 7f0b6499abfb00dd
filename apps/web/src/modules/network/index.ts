// Public surface of the network module (spec 01 §2 network selector, §4 "Network switch").
//   NetworkSelector   — header selector: data-testid="network-selector", a role="menu" of
//                       role="menuitem" rows named by chain label (the current one aria-current;
//                       one that cannot work in this run aria-disabled, its note as description:
//                       utils/networkAvailability.ts). The menu is placed inside the viewport.
//   useActiveChain()  — the chain the app reads: the wallet's chain when connected to a chain of
//                       the table, else the chain picked in the selector (default: local L1).
// Inside, ready to export: useSelectNetwork() (hooks/useSelectNetwork.ts) picks a network from
// code (switches the wallet, or the read chain without one).
export { NetworkSelector } from './containers/NetworkSelector'
export { useActiveChain } from './hooks/useActiveChain'
