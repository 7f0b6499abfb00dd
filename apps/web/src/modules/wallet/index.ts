// STUB (contract for the shell): the wallet helper replaces these with the real module.
// Public surface of the wallet module:
//   Web3Provider  — provides RuntimeConfigContext, WagmiProvider and QueryClientProvider.
//   WalletButton  — header button: 'Connect Wallet' | address + native balance (3 s.f.) | 'Wrong Network'.
//   WalletModal   — the wallet modal (spec 01 §2), open when application openModal === 'wallet'.
export { WalletButton, WalletModal, Web3Provider } from './stub'
