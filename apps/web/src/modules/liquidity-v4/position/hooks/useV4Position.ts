// One v4 position as its page sees it (issue 32): the on-chain read (refreshed at the chain's
// polling interval), its currencies (the native coin by the zero address, tokens through the
// tokens module: lists, then the chain), what its liquidity is worth now, its badge, and who may
// act on it (spec 02 §6: the owner changes it; the owner or an approved operator collects).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { type PositionStatus, positionStatus } from '../../../../ui'
import {
  amountsForLiquidity,
  type PositionReadResult,
  type TokenAmounts,
  type V4PositionRead,
} from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { useTokenRead } from '../../../tokens'
import { useWallet } from '../../../wallet'
import { useV4Operator } from './useV4Operator'
import { v4PositionQueryOptions } from './v4PositionQuery'

const NATIVE: Address = '0x0000000000000000000000000000000000000000'

export interface V4Currency {
  /** The zero address for the native coin (v4's Currency). */
  address: Address
  symbol: string
  decimals: number
  native: boolean
}

export interface V4PositionView {
  chain: ChainInfo
  position: V4PositionRead
  currency0: V4Currency
  currency1: V4Currency
  /** The pool's price now. */
  price: { sqrtPriceX96: bigint; tick: number }
  /** What the liquidity is worth now: what removing all of it pays, fees apart. */
  amounts: TokenAmounts
  /** spec 02 §4's badge at the pool's tick. */
  status: PositionStatus
  account: Address | undefined
  /** spec 02 §6: only the owner changes the position here (increase, remove, burn). */
  isOwner: boolean
  /** spec 02 §6: the owner or an approved operator (getApproved, isApprovedForAll) collects. */
  canCollect: boolean
}

export type UseV4PositionResult = PositionReadResult<V4PositionView>

export function useV4Position(tokenId: bigint): UseV4PositionResult {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const v4 = chain.contracts?.v4
  const query = useQuery({
    ...v4PositionQueryOptions({
      getClient,
      chainId: chain.id,
      positionManager: v4?.positionManager ?? '0x',
      stateView: v4?.stateView ?? '0x',
      multicallAddress: chain.contracts?.multicall3,
      tokenId,
    }),
    enabled: v4 !== undefined,
    refetchInterval: chain.pollingIntervalMs,
  })
  const position = query.data ?? undefined
  const key = position?.poolKey
  const erc20 = (a: Address | undefined) => (a === undefined || a === NATIVE ? null : a)
  const info0 = useTokenRead(chain.id, erc20(key?.currency0)).token
  const info1 = useTokenRead(chain.id, erc20(key?.currency1)).token
  const operator = useV4Operator({ chain, tokenId, owner: position?.owner, account })
  const view = useMemo((): V4PositionView | undefined => {
    if (!position || position.sqrtPriceX96 === undefined || position.tickCurrent === undefined)
      return undefined
    const currency = (address: Address, info: typeof info0): V4Currency | undefined =>
      address === NATIVE
        ? { address, ...chain.nativeCurrency, native: true }
        : info
          ? { address, symbol: info.symbol, decimals: info.decimals, native: false }
          : undefined
    const currency0 = currency(position.poolKey.currency0, info0)
    const currency1 = currency(position.poolKey.currency1, info1)
    if (!currency0 || !currency1) return undefined
    const price = { sqrtPriceX96: position.sqrtPriceX96, tick: position.tickCurrent }
    const isOwner = account !== undefined && account.toLowerCase() === position.owner.toLowerCase()
    return {
      chain,
      position,
      currency0,
      currency1,
      price,
      amounts: amountsForLiquidity(price, position, position.liquidity, false),
      status: positionStatus({ ...position, tickCurrent: price.tick }),
      account,
      isOwner,
      canCollect: isOwner || operator,
    }
  }, [position, info0, info1, chain, account, operator])

  if (v4 === undefined) return { state: 'unsupported' }
  if (query.data === null) return { state: 'notFound' }
  if (view) return { state: 'ready', position: view }
  // Read, but its pool's price or a token's metadata is missing: the figures can't be shown.
  const incomplete =
    position !== undefined &&
    (position.sqrtPriceX96 === undefined || info0 === null || info1 === null)
  if ((query.isError && query.data === undefined) || incomplete)
    return { state: 'error', retry: () => void query.refetch() }
  return { state: 'loading' }
}
