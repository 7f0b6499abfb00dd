// The Local test wallet (the devnet's first account, modules/wallet's connectors): what the
// wallet list shows of it before its connector loads, and how the network selector knows it.
export const LOCAL_WALLET_ID = 'localTestWallet'
export const LOCAL_WALLET_NAME = 'Local test wallet'
export const LOCAL_WALLET_TYPE = 'localTestWallet'
