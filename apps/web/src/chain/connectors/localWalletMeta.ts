// What the wallet list shows of the Local test wallet before its connector loads (index.ts).
export const LOCAL_WALLET_ID = 'localTestWallet'
export const LOCAL_WALLET_NAME = 'Local test wallet'
export const LOCAL_WALLET_TYPE = 'localTestWallet'
