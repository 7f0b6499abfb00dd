// One position as the detail, collect and remove screens see it: the on-chain read (refreshed at
// the chain's polling interval), its tokens' metadata (modules/tokens), the v3-sdk position, the
// badge and who may act on it (spec 02 §6).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { type PositionStatus, positionStatus } from '../../../../ui'
import type { PositionReadResult } from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { useTokenRead } from '../../../tokens'
import { useWallet } from '../../../wallet'
import type { OnChainPosition, PositionTokenAmounts } from '../actions/readPosition'
import { type PositionSide, wrappedNativeSide } from '../utils/native'
import { type PositionToken, positionAmounts, type SdkPosition, sdkPosition } from '../utils/sdk'
import { positionQueryOptions } from './positionQueries'

export interface PositionView {
  chain: ChainInfo
  details: OnChainPosition
  token0: PositionToken
  token1: PositionToken
  sdk: SdkPosition
  /** The liquidity's worth in each token now. */
  amounts: PositionTokenAmounts
  status: PositionStatus
  /** The side that is the wrapped native token (spec 02 §2 'Collect as WETH'), or null. */
  nativeSide: PositionSide | null
  /** The connected account, when there is one. */
  account: Address | undefined
  /** spec 02 §6: only the owner gets Increase and Remove. */
  isOwner: boolean
  /** spec 02 §6: the owner or an approved operator gets Collect fees. */
  canCollect: boolean
}

export type UsePositionResult = PositionReadResult<PositionView>

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

export function usePosition(tokenId: bigint): UsePositionResult {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const positionManager = chain.contracts?.positionManager
  const v3Factory = chain.contracts?.v3Factory
  const query = useQuery({
    ...positionQueryOptions({
      getClient,
      chainId: chain.id,
      positionManager: positionManager ?? '0x',
      v3Factory: v3Factory ?? '0x',
      multicallAddress: chain.contracts?.multicall3,
      tokenId,
      viewer: account,
    }),
    enabled: positionManager !== undefined && v3Factory !== undefined,
    refetchInterval: chain.pollingIntervalMs,
  })
  const details = query.data ?? undefined
  const info0 = useTokenRead(chain.id, details?.token0 ?? null).token
  const info1 = useTokenRead(chain.id, details?.token1 ?? null).token
  const view = useMemo((): PositionView | undefined => {
    if (!details || !info0 || !info1) return undefined
    const token0 = { address: details.token0, decimals: info0.decimals, symbol: info0.symbol }
    const token1 = { address: details.token1, decimals: info1.decimals, symbol: info1.symbol }
    const sdk = sdkPosition(chain.id, details, { token0, token1 })
    const isOwner = same(account, details.owner)
    return {
      chain,
      details,
      token0,
      token1,
      sdk,
      amounts: positionAmounts(sdk.position),
      status: positionStatus({
        liquidity: details.liquidity,
        tickCurrent: details.pool.tick,
        tickLower: details.tickLower,
        tickUpper: details.tickUpper,
      }),
      nativeSide: wrappedNativeSide(details, chain.wrappedNative?.address),
      account,
      isOwner,
      canCollect:
        account !== undefined &&
        (isOwner || same(account, details.approved) || details.viewerApprovedForAll),
    }
  }, [details, info0, info1, chain, account])

  if (positionManager === undefined || v3Factory === undefined) return { state: 'unsupported' }
  if (query.data === null) return { state: 'notFound' }
  if (view) return { state: 'ready', position: view }
  if (query.isError && query.data === undefined)
    return { state: 'error', retry: () => void query.refetch() }
  return { state: 'loading' }
}
