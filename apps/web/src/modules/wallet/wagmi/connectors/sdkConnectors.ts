// wagmi's connectors for the wallets with an SDK; imported only through `import()` from
// `index.ts` (lazyConnector), so none of this is in the first bundle (issue 5).
export { coinbaseWallet, metaMask, safe, walletConnect } from 'wagmi/connectors'
