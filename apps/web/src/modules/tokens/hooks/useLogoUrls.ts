// Logo URLs of any currency a screen shows (pair sides, pooled amounts): the list's logo of an
// active token, the chain's logo for the native coin, the assets repository as a fallback — the
// same sources the token picker uses (utils/tokenLogos.ts), so a token looks the same everywhere.
import { useCallback } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { pickerLogoUrls } from '../utils/tokenLogos'
import { useChainTokens } from './useActiveTokens'

/** A function of a currency's address ('ETH' for the native coin) to its logo URLs on `chain`. */
export function useLogoUrls(chain: ChainInfo): (address: string) => string[] {
  const { active } = useChainTokens(chain.id)
  return useCallback(
    (address: string) => {
      const listed = active.find((t) => t.address.toLowerCase() === address.toLowerCase())
      return pickerLogoUrls(
        listed ?? { chainId: chain.id, address, decimals: 18, symbol: '', name: '' },
        chain,
      )
    },
    [active, chain],
  )
}
