// A route's currency id (spec 02 §2 /add/{currencyIdA?}/{currencyIdB?}, /add/v2/…; moved here
// from liquidity-v3 for the v2 screens) as a currency: 'ETH' is
// the native coin, an address resolves through the chain's lists, else an on-chain ERC-20 read.
import { useMemo } from 'react'
import { isAddress } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { type Currency, nativeById } from '../currency'
import { useChainTokens } from './useActiveTokens'
import { useTokenRead } from './useTokenRead'

/** undefined while reading; null when the id names nothing usable. */
export function useResolvedCurrency(
  chain: ChainInfo,
  id: string | undefined,
): Currency | null | undefined {
  const { active, inactive } = useChainTokens(chain.id)
  const listed = useMemo(() => {
    if (!id) return null
    const native = nativeById(chain, id)
    if (native === 'other-chain') return null
    if (native) return native
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
