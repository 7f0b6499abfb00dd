// The migration's facts (issue 32 "Migrate v3 → v4"): the exact preview from the v3 position (its
// pool's price, its liquidity and the fees a collect pays) and the chosen v4 pool, range and price
// (useV4AddFlow's derived facts); and, before it is shown, the simulation of the very transaction
// from the owner's account (a router not yet allowed for the NFT: its approve goes first in the
// simulation, as the permit goes first in the transaction).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Address, encodeFunctionData, isAddressEqual } from 'viem'
import { positionManagerWriteAbi } from '../../../../chain/abis/v3PositionWrites'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import {
  type ChangeRangeSimulation,
  type MigrateV4Preview,
  migrateV4Call,
  migrateV4Preview,
  simulateChangeRange,
  type V3LiquidityPosition,
} from '../../../liquidity'
import type { V4AddFlow } from '../../add/hooks/useV4AddFlow'

const SIMULATION_DEADLINE_SECONDS = 1200n
const NATIVE: Address = '0x0000000000000000000000000000000000000000'

export interface MigrateV4State {
  preview: MigrateV4Preview | undefined
  /** The chosen range buys no liquidity with what comes out. */
  noLiquidity: boolean
  /** The router may already manage the NFT (getApproved): no permit is needed. */
  routerApproved: boolean
  simulation: ChangeRangeSimulation | undefined
  simulating: boolean
}

export function useMigrateV4(flow: V4AddFlow, position: V3LiquidityPosition): MigrateV4State {
  const { chain, account, derived } = flow
  const router = chain.contracts?.v4?.universalRouter
  const v4Manager = chain.contracts?.v4?.positionManager
  const { key, range, price, status } = derived
  const preview = useMemo(() => {
    const { sqrtPriceX96, tickCurrent, unclaimed } = position
    if (!key || !range || !price || sqrtPriceX96 === undefined || tickCurrent === undefined) return
    if (!unclaimed || range.tickLower >= range.tickUpper) return
    // WETH as v3's token1 moving to native ETH sorts first in v4.
    const flipped = key.currency0 === NATIVE && !isAddressEqual(key.currency1, position.token1)
    return migrateV4Preview({
      v3: {
        price: { sqrtPriceX96, tick: tickCurrent },
        position,
        fees: { amount0: unclaimed[0], amount1: unclaimed[1] },
      },
      v4: { price, range },
      flipped,
    })
  }, [key, range, price, position])
  const usable = preview && preview.minted.liquidity > 0n ? preview : undefined
  const routerApproved = !!router && isAddressEqual(position.operator, router)

  const getClient = useChainClients()
  const enabled = !!usable && !!account && !!router && !!v4Manager && !!key && !!range
  const query = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: 'migrateV4Simulation',
      key: [
        account,
        position.tokenId.toString(),
        position.liquidity.toString(),
        key ? JSON.stringify(key) : '',
        range?.tickLower,
        range?.tickUpper,
        price?.sqrtPriceX96.toString(),
        routerApproved,
      ],
    }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: () => {
      if (!usable || !account || !router || !v4Manager || !key || !range || !price)
        throw new Error('missing dependencies')
      const call = migrateV4Call({
        router,
        v4PositionManager: v4Manager,
        tokenId: position.tokenId,
        preview: usable,
        poolKey: key,
        range,
        unwrap: key.currency0 === NATIVE,
        owner: account,
        deadline: BigInt(Math.floor(Date.now() / 1000)) + SIMULATION_DEADLINE_SECONDS,
        initialSqrtPriceX96: status === 'new' ? price.sqrtPriceX96 : undefined,
      })
      const npm = chain.contracts?.positionManager
      const approve =
        routerApproved || !npm
          ? []
          : [
              {
                to: npm,
                data: encodeFunctionData({
                  abi: positionManagerWriteAbi,
                  functionName: 'approve',
                  args: [router, position.tokenId],
                }),
              },
            ]
      return simulateChangeRange(getClient(chain.id), {
        account,
        ...call,
        currencies: [key.currency0, key.currency1],
        refunds: usable.refunds,
        before: approve,
      })
    },
  })
  return {
    preview: usable,
    noLiquidity: preview !== undefined && usable === undefined,
    routerApproved,
    simulation: enabled ? query.data : undefined,
    simulating: enabled && query.isFetching,
  }
}
