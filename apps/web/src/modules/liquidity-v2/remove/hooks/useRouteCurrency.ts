// A route's currency id (spec 02 §2 /remove/v2/{currencyIdA}/{currencyIdB}, /pool/v2/find) as a
// currency: 'ETH' (or the native symbol) is the native coin, an address resolves through the
// chain's lists, else an on-chain ERC-20 read.
import { useMemo } from 'react'
import { isAddress } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import {
  type Currency,
  NATIVE_ADDRESS,
  nativeToken,
  useChainTokens,
  useTokenRead,
} from '../../../tokens'

/** undefined while reading; null when the id names nothing usable. */
export function useRouteCurrency(
  chain: ChainInfo,
  id: string | undefined,
): Currency | null | undefined {
  const { active, inactive } = useChainTokens(chain.id)
  const listed = useMemo(() => {
    if (!id) return null
    const upper = id.toUpperCase()
    if (upper === NATIVE_ADDRESS || upper === chain.nativeCurrency.symbol.toUpperCase())
      return nativeToken(chain)
    const lower = id.toLowerCase()
    return [...active, ...inactive].find((t) => t.address.toLowerCase() === lower)
  }, [id, active, inactive, chain])
  const needsRead = listed === undefined && !!id && isAddress(id, { strict: false })
  const read = useTokenRead(chain.id, needsRead && id ? id : null)
  if (listed !== undefined) return listed
  if (!needsRead) return null
  if (read.loading) return undefined
  return read.token ? { ...read.token } : null
}
