// The connected account's pending transactions, for the header's wallet button (spec 01 §2
// Header: '{n} Pending'). Loaded once an account is connected (HeaderContainer): the transactions
// store, its persisted record and their checks are not needed to paint a visitor's page (issue
// 29 "Headroom"). It draws nothing: it reports the count, so the button itself stays where it
// is in the tree and keeps the focus across connecting (the wallet dialog gives it back).
import { useEffect } from 'react'
import type { Address } from 'viem'
import { usePendingCount } from '../../modules/transactions'

export function PendingCount({
  chainId,
  address,
  onCount,
}: {
  chainId?: number
  address: Address
  onCount: (count: number) => void
}) {
  const count = usePendingCount(chainId, address)
  useEffect(() => {
    onCount(count)
    return () => onCount(0)
  }, [count, onCount])
  return null
}
