// The v2 add screen's URL ↔ pair (spec 02 §2 /add/v2/{currencyIdA?}/{currencyIdB?}, also
// /create): the pair lives in the route (identical ids are redirected by the route guard);
// picking a currency navigates, and picking the other side's currency swaps the two.
import { useCallback } from 'react'
import { useLocation, useParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { type Currency, currencyId, useResolvedCurrency } from '../../../tokens'

export interface V2AddRoute {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  selectA: (c: Currency) => void
  selectB: (c: Currency) => void
}

export const addV2Path = (a?: string, b?: string): string =>
  `/add/v2${a ? `/${a}` : ''}${a && b ? `/${b}` : ''}`

export function useV2AddRoute(chain: ChainInfo): V2AddRoute {
  const params = useParams<{ currencyIdA?: string; currencyIdB?: string }>()
  const [, navigate] = useLocation()
  const currencyA = useResolvedCurrency(chain, params.currencyIdA)
  const currencyB = useResolvedCurrency(chain, params.currencyIdB)
  const idA = params.currencyIdA
  const idB = params.currencyIdB
  const selectA = useCallback(
    (c: Currency) => {
      const id = currencyId(c)
      if (idB !== undefined && id.toLowerCase() === idB.toLowerCase()) navigate(addV2Path(id, idA))
      else navigate(addV2Path(id, idB))
    },
    [idA, idB, navigate],
  )
  const selectB = useCallback(
    (c: Currency) => {
      const id = currencyId(c)
      if (idA !== undefined && id.toLowerCase() === idA.toLowerCase())
        navigate(addV2Path(idB ?? id, idB ? id : undefined))
      else navigate(addV2Path(idA ?? 'ETH', id))
    },
    [idA, idB, navigate],
  )
  return { currencyA, currencyB, selectA, selectB }
}
