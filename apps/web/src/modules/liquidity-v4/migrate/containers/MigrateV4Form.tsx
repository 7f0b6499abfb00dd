// The migration's form (issue 32 "Migrate v3 → v4"): the v3 position's pair as v4 currencies
// (its WETH side as native ETH when chosen), the v4 add's pool and range sections on the same
// flow, then the preview and the send (MigrateV4Actions).
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { type Address, isAddressEqual } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import type { V3LiquidityPosition } from '../../../liquidity'
import { useResolvedCurrency } from '../../../tokens'
import { V4PoolSection } from '../../add/containers/V4PoolSection'
import { V4RangeSection } from '../../add/containers/V4RangeSection'
import { useV4AddFlow } from '../../add/hooks/useV4AddFlow'
import { useMigrateV4 } from '../hooks/useMigrateV4'
import { MIGRATE_V4_STRINGS as S } from '../strings'
import { MigrateV4Actions } from './MigrateV4Actions'
import '../migrate.css'

export interface MigrateV4FormProps {
  chain: ChainInfo
  position: V3LiquidityPosition
  native: boolean
  onNative: (native: boolean) => void
}

export function MigrateV4Form({ chain, position, native, onNative }: MigrateV4FormProps) {
  const { _ } = useLingui()
  const nativeId = useId()
  const weth = chain.wrappedNative
  const isWeth = (a: Address) => !!weth && isAddressEqual(a, weth.address)
  const hasWeth = isWeth(position.token0) || isWeth(position.token1)
  const idOf = (a: Address) => (native && isWeth(a) ? chain.nativeCurrency.symbol : a)
  const currencyA = useResolvedCurrency(chain, idOf(position.token0)) ?? undefined
  const currencyB = useResolvedCurrency(chain, idOf(position.token1)) ?? undefined
  const flow = useV4AddFlow(chain, currencyA, currencyB)
  const state = useMigrateV4(flow, position)
  const pair = `${currencyA?.symbol ?? '…'}/${currencyB?.symbol ?? '…'}`
  return (
    <>
      <p className="v4-add__status">
        {_({ ...S.intro, values: { tokenId: position.tokenId.toString(), pair } })}
      </p>
      {hasWeth && weth && (
        <label htmlFor={nativeId} className="v4-add__check">
          <input
            id={nativeId}
            type="checkbox"
            checked={native}
            onChange={(e) => onNative(e.target.checked)}
            data-testid="migrate-v4-native"
          />
          {_({
            ...S.useNative,
            values: { symbol: chain.nativeCurrency.symbol, wrapped: weth.symbol },
          })}
        </label>
      )}
      <V4PoolSection flow={flow} />
      <V4RangeSection flow={flow} />
      <MigrateV4Actions flow={flow} position={position} state={state} />
    </>
  )
}
