// Issue 32: once a change of range is mined, the position's page moves on to the position it
// created: the old one is empty, or burned and gone (its page would say it was not found). The
// change's sender (the Change range part, unmounted as soon as the old position reads empty)
// records its transaction here; the route's page, mounted while the user stays on it, follows.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Address, Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useLocation } from 'wouter'
import { create } from 'zustand'
import { useChainClients } from '../../../chain/clients'
import { mintedTokenId } from './newPosition'

interface Followed {
  chainId: number
  /** The position manager that mints the new position. */
  manager: Address
  hash: Hash
  href: (tokenId: bigint) => string
}

/** Keyed by the old position: `v3:{id}` or `v4:{id}`. */
const useFollowed = create<Record<string, Followed | undefined>>(() => ({}))

/** The sender's side: records the change's transaction once it is sent. */
export function useFollowChange(
  key: string,
  p: Omit<Followed, 'hash' | 'manager'> & { hash: Hash | undefined; manager: Address | undefined },
): void {
  const { chainId, manager, hash, href } = p
  useEffect(() => {
    if (hash && manager) useFollowed.setState({ [key]: { chainId, manager, hash, href } })
  }, [key, chainId, manager, hash, href])
}

/** The page's side: goes to the new position when the change recorded for `key` is mined. */
export function useOpenNewPosition(key: string): void {
  const followed = useFollowed((s) => s[key])
  const getClient = useChainClients()
  const [, navigate] = useLocation()
  const { data: tokenId } = useQuery({
    queryKey: ['changeRange', 'minted', followed?.chainId, followed?.hash],
    queryFn: async () => {
      if (!followed) return null
      const client = getClient(followed.chainId)
      const receipt = await waitForTransactionReceipt(client, { hash: followed.hash })
      return receipt.status === 'success'
        ? (mintedTokenId(receipt.logs, followed.manager) ?? null)
        : null
    },
    enabled: followed !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useEffect(() => {
    if (!followed || tokenId === undefined || tokenId === null) return
    useFollowed.setState({ [key]: undefined })
    navigate(followed.href(tokenId))
  }, [followed, tokenId, key, navigate])
}
