// /migrate/v3/{tokenId} (issue 32 "Migrate v3 → v4"): one of the account's v3 positions moved
// into a v4 pool in one Universal Router transaction. The screen is the v4 add's pool choice
// (fee and tick spacing, an optional hook with its review, native ETH or WETH where the pair has
// WETH), its range, and instead of a deposit the migration's exact preview (what leaves v3, the
// new v4 position, the refunds), simulated before it is shown.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { Button } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { MintFormProvider, useAccountPositions, type V3LiquidityPosition } from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { useWallet } from '../../../wallet'
import { PoolChoiceProvider } from '../../add/state/poolChoiceStore'
import { ADD_V4_STRINGS as A } from '../../add/strings'
import { MIGRATE_V4_STRINGS as S } from '../strings'
import { MigrateV4Form } from './MigrateV4Form'
import '../../add/add.css'

const parseId = (id: string | undefined): bigint | undefined =>
  id && /^\d{1,30}$/.test(id) ? BigInt(id) : undefined

export function MigrateV3ToV4({ tokenId }: { tokenId: string | undefined }) {
  const chain = useActiveChain()
  if (!chain.contracts?.v4) return null
  return <MigrateOnChain chain={chain} tokenId={parseId(tokenId)} />
}

function MigrateOnChain({ chain, tokenId }: { chain: ChainInfo; tokenId: bigint | undefined }) {
  const { _ } = useLingui()
  const wallet = useWallet()
  const openWallet = useOpenModal('wallet')
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const positions = useAccountPositions(account, chain)
  const position = positions.data?.positions.find(
    (p): p is V3LiquidityPosition => p.protocol === 'v3' && p.tokenId === tokenId,
  )
  const body = !account ? (
    <Button block size="large" onClick={openWallet} testId="migrate-v4-connect">
      {_(A.connectWallet)}
    </Button>
  ) : position && position.liquidity > 0n ? (
    <NativeChoice chain={chain} position={position} />
  ) : positions.isPending ? null : (
    <p className="v4-add__status" role="status">
      {_(S.notFound)}
    </p>
  )
  return (
    <div className="v4-add card" data-testid="migrate-v4">
      <header className="v4-add__header">
        <Link href={tokenId === undefined ? '/pool' : `/pool/${tokenId}`} className="v4-add__back">
          ← {_(S.back)}
        </Link>
        <h1 className="v4-add__title">{_(S.title)}</h1>
      </header>
      {body}
    </div>
  )
}

/** The form, remounted (fresh pool choice and range) when native ETH is switched. */
function NativeChoice({ chain, position }: { chain: ChainInfo; position: V3LiquidityPosition }) {
  const [native, setNative] = useState(true)
  return (
    <PoolChoiceProvider key={String(native)}>
      <MintFormProvider>
        <MigrateV4Form chain={chain} position={position} native={native} onNative={setNative} />
      </MintFormProvider>
    </PoolChoiceProvider>
  )
}
