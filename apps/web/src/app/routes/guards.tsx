// Route elements that apply a redirect rule (rules.ts) before rendering their screen.
import { type ReactNode, useEffect } from 'react'
import { isAddress } from 'viem'
import { Redirect, useParams, useSearch } from 'wouter'
import { useOpenModal } from '../../modules/application'
import { useActiveChain } from '../../modules/network'
import {
  addV2Redirect,
  addV3Redirect,
  migrateV2Redirect,
  removeV3Redirect,
  swapOutputRedirect,
  swapPath,
} from './rules'

/** Unknown paths and /send: to /swap with the query kept. */
export function RedirectToSwap() {
  const search = useSearch()
  return <Redirect to={swapPath(search)} replace />
}

export function RedirectSwapOutput() {
  const { outputCurrency = '' } = useParams()
  const search = useSearch()
  return <Redirect to={swapOutputRedirect(outputCurrency, search)} replace />
}

/** /claim opens the address-claim modal and goes to /swap (spec 01 §2). */
export function ClaimRedirect() {
  const open = useOpenModal('addressClaim')
  useEffect(() => open(), [open])
  return <RedirectToSwap />
}

export function AddV3Guard({ children }: { children: ReactNode }) {
  const { currencyIdA, currencyIdB } = useParams()
  const chain = useActiveChain()
  const native = chain.nativeCurrency.symbol.toUpperCase()
  // 'ETH' is the native currency id on every chain, as in the reference's URLs.
  const isNative = (id: string) => ['ETH', native].includes(id.toUpperCase())
  const to = addV3Redirect({ currencyIdA, currencyIdB }, isNative)
  return to ? <Redirect to={to} replace /> : children
}

export function AddV2Guard({ children }: { children: ReactNode }) {
  const { currencyIdA, currencyIdB } = useParams()
  const to = addV2Redirect({ currencyIdA, currencyIdB })
  return to ? <Redirect to={to} replace /> : children
}

export function RemoveV3Guard({ children }: { children: ReactNode }) {
  const { tokenId } = useParams()
  const to = removeV3Redirect(tokenId)
  return to ? <Redirect to={to} replace /> : children
}

export function MigrateV2PairGuard({ children }: { children: ReactNode }) {
  const { address } = useParams()
  const to = migrateV2Redirect(address, (a) => isAddress(a))
  useEffect(() => {
    // spec 02 §2: an invalid address logs 'Invalid pair address'.
    if (to) console.error('Invalid pair address', address)
  }, [to, address])
  return to ? <Redirect to={to} replace /> : children
}
