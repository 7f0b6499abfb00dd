// Public surface of the wallet module (spec 01 §2 "Wallet modal", §4 "Autoconnect").
//   Web3Provider  — provides RuntimeConfigContext, the read door's clients and TanStack Query;
//                   after the first render starts the wallet (session.ts: wagmi loads, then
//                   restores the last connection: Safe host → last wallet → authorized injected
//                   → read-only).
//   WalletButton  — header button (data-testid="wallet-button"): 'Connect Wallet' | native
//                   balance (3 s.f.) + shortened address | '{n} Pending' | 'Wrong Network'.
//   WalletModal   — the wallet modal (lazy: mount it only while the application's open modal
//                   is 'wallet', inside Suspense);
//                   the account view lists recent transactions through the component the shell
//                   passes in (modules/transactions' RecentTransactions).
// wallet imports neither transactions nor tokens (modules form a DAG: both depend on wallet);
// the shell (app/) composes them.
//   useWallet/useNativeBalance — the connected wallet and a native balance (token picker).
//   connectedWalletClient — the wallet's viem client for a send path (transactions, approvals).
// wagmi is this module's private detail (wagmi/), loaded after the first paint (session.ts); it
// mirrors the connection into chain/connection.ts, which is what other modules read.
// Inside, ready to export when another module needs them: shortenAddress (utils/format.ts; amounts: lib/format).

export { WalletButton } from './containers/WalletButton'
export { Web3Provider } from './containers/Web3Provider'
export { useNativeBalance, useWallet } from './hooks/useWallet'
export { useWalletRestoring } from './hooks/useWalletRestoring'
export { preloadWallet, WalletModal } from './lazy'
export { connectedWalletClient } from './session'
