// The add screen's URL ↔ form (spec 02 §2): /add/{currencyIdA?}/{currencyIdB?}/{feeAmount?}. The
// pair and fee live in the route; picking a currency or a tier navigates. A fee that is not a
// known tier is ignored (spec 02 §5).
import { useCallback } from 'react'
import { useLocation, useParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { type FeeTier, parseFeeTier } from '../../../liquidity'
import { type Currency, currencyId, sameCurrency, useResolvedCurrency } from '../../../tokens'

export interface AddRoute {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  fee: FeeTier | undefined
  selectA: (c: Currency) => void
  selectB: (c: Currency) => void
  selectFee: (fee: FeeTier) => void
  /** The rate toggle: A and B change places (the price is then read the other way round). */
  swapSides: () => void
}

export const addPath = (a?: string, b?: string, fee?: number): string =>
  `/add${a ? `/${a}` : ''}${a && b ? `/${b}` : ''}${a && b && fee ? `/${fee}` : ''}`

export function useAddRoute(chain: ChainInfo): AddRoute {
  const params = useParams<{ currencyIdA?: string; currencyIdB?: string; feeAmount?: string }>()
  const [, navigate] = useLocation()
  const currencyA = useResolvedCurrency(chain, params.currencyIdA)
  const currencyB = useResolvedCurrency(chain, params.currencyIdB)
  const fee = parseFeeTier(params.feeAmount)
  const idA = params.currencyIdA
  const idB = params.currencyIdB

  const selectA = useCallback(
    (c: Currency) => {
      // Picking the other side's currency swaps the two (the same-currency rule of spec 02 §2).
      if (sameCurrency(c, currencyB ?? undefined)) navigate(addPath(currencyId(c), idA, fee))
      else navigate(addPath(currencyId(c), idB, fee))
    },
    [currencyB, idA, idB, fee, navigate],
  )
  const selectB = useCallback(
    (c: Currency) => {
      if (sameCurrency(c, currencyA ?? undefined)) navigate(addPath(idB, currencyId(c), fee))
      else if (!idA) navigate(addPath(currencyId(c)))
      else navigate(addPath(idA, currencyId(c), fee))
    },
    [currencyA, idA, idB, fee, navigate],
  )
  const selectFee = useCallback(
    (f: FeeTier) => navigate(addPath(idA, idB, f)),
    [idA, idB, navigate],
  )
  const swapSides = useCallback(() => navigate(addPath(idB, idA, fee)), [idA, idB, fee, navigate])
  return { currencyA, currencyB, fee, selectA, selectB, selectFee, swapSides }
}
