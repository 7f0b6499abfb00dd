// A pair's SDK token as the app's plain currency record (the tokens module's shape): symbol and
// name may be missing on chain, and then read as '' and the symbol.
interface PairToken {
  chainId: number
  address: string
  decimals: number
  symbol?: string | undefined
  name?: string | undefined
}

export const tokenCurrency = (t: PairToken) => ({
  chainId: t.chainId,
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol ?? '',
  name: t.name ?? t.symbol ?? '',
})
