// Issue 35: a token tested and its verdict said, for the import dialogs (the picker's and the
// swap URL's): not quiet, so a token that passes says so too.
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { TokenSafetyNotice } from './TokenSafetyNotice'
import { useTokenSafety } from './useTokenSafety'

export function TokenSafetyCheck(p: {
  chain: ChainInfo
  token: { address: string; symbol: string }
}) {
  const safety = useTokenSafety(p.chain, p.token.address as Address)
  return (
    <TokenSafetyNotice
      symbol={p.token.symbol}
      safety={safety}
      wrappedSymbol={p.chain.wrappedNativeSymbol}
    />
  )
}
