// /migrate/v2/{address} (spec 02 §2; §4 Migrate; §5 Migration; §7 Migrator; §9): the pair at the
// address (v2 or, for any other factory, the fork exchange labelled Sushi), the v3 side — fee
// tier (default medium 0.3 %), the pool lookup, a new pool's starting price (default the v2
// price), the range picker of the v3 add screen (modules/liquidity-v3) with its invalid-range
// and out-of-range messages — the ≥ 2 % price-difference warning, the exact preview (what the
// v3 position will hold and the refund, to the wei, simulated at one block), then allow (approve
// or permit) and Migrate → 'Migrating' → 'Success!' once the LP balance reads zero.
// The route guard (app/routes) already sent an invalid address back to /migrate/v2.
// Here: the gate (v2 on this chain, a connected account, the pair read); the form is
// MigrateForm, one migrate store and one v3 mint store per pair shown.
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { MintFormProvider } from '../../../liquidity'
import { useWallet } from '../../../wallet'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { useMigratePair } from '../hooks/useMigratePair'
import { MigrateFormProvider } from '../state/migrateStore'
import { MIGRATE_STRINGS as S } from '../strings'
import { MigrateForm } from './MigrateForm'
import '../migrate.css'

export function MigrateV2Pair({ address }: { address: string | undefined }) {
  const { _ } = useLingui()
  return (
    <V2LiquidityGate title={_(S.title)}>
      {(v2, chain) => <MigratePairGate v2={v2} chain={chain} address={address as Address} />}
    </V2LiquidityGate>
  )
}

function MigratePairGate(p: { v2: V2Liquidity; chain: ChainInfo; address: Address }) {
  const { _ } = useLingui()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const pair = useMigratePair(p.chain, p.v2, p.address)
  return (
    <div className="migrate card" data-testid="migrate-pair">
      <header className="migrate__header">
        <Link href="/migrate/v2" className="migrate__back">
          ← {_(S.back)}
        </Link>
        <h1 className="migrate__title">{_(S.title)}</h1>
      </header>
      {!account ? (
        <p className="migrate__empty">{_(S.mustConnect)}</p>
      ) : pair === undefined ? (
        <p className="migrate__empty" aria-busy="true">
          …
        </p>
      ) : pair === null ? (
        <p className="migrate__empty" role="alert">
          {_(S.notAPair)}
        </p>
      ) : (
        <MintFormProvider>
          <MigrateFormProvider>
            <MigrateForm chain={p.chain} pair={pair} account={account} />
          </MigrateFormProvider>
        </MintFormProvider>
      )}
    </div>
  )
}
