// /add/v2/{currencyIdA?}/{currencyIdB?} and /create (spec 02 §2 v2 add screen): the pair (two
// token pickers with common bases), the first-provider note or the fee tip, two amount inputs,
// the prices and pool-share panel, approvals and Supply, the 'Create Pool & Supply' / 'Confirm
// Supply' dialog, the transaction dialog, and the account's position in the pair. On a chain
// without v2 (Layer 2) the gate's message instead.
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { useFormatAmount } from '../../../../lib/format'
import { type AddTokenOffer, TransactionDialog, type TransactionDialogState } from '../../../../ui'
import { SettingsMenu } from '../../../settings'
import { CurrencySelect, useAddToWallet } from '../../../tokens'
import { dialogState } from '../../../transactions'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { persistSavedPairs } from '../../pair'
import { formatPoolShare, V2PositionCard } from '../../position'
import { ConfirmSupplyModal } from '../components/ConfirmSupplyModal'
import { PricesPanel } from '../components/PricesPanel'
import { useV2AddFlow } from '../hooks/useV2AddFlow'
import { useV2AddRoute } from '../hooks/useV2AddRoute'
import { useV2AddTransaction } from '../hooks/useV2AddTransaction'
import { MintV2FormProvider, useMintV2Form } from '../state/mintV2Store'
import { ADD_V2_STRINGS as S } from '../strings'
import { V2_ADD_SLIPPAGE_BPS } from '../utils/addCall'
import { supplySummary } from '../utils/supplySummary'
import { DepositPanels } from './DepositPanels'
import { V2AddActions } from './V2AddActions'
import '../add.css'

export function AddLiquidityV2() {
  const { _ } = useLingui()
  useEffect(persistSavedPairs, [])
  return (
    <div className="v2-add-page" data-testid="add-v2-page">
      <V2LiquidityGate title={_(S.addTitle)}>
        {(v2, chain) => (
          <MintV2FormProvider>
            <AddLiquidityV2OnChain v2={v2} chain={chain} />
          </MintV2FormProvider>
        )}
      </V2LiquidityGate>
    </div>
  )
}

function AddLiquidityV2OnChain({ v2, chain }: { v2: V2Liquidity; chain: ChainInfo }) {
  const { _ } = useLingui()
  const route = useV2AddRoute(chain)
  const currencyA = route.currencyA ?? undefined
  const currencyB = route.currencyB ?? undefined
  const flow = useV2AddFlow(chain, v2, currencyA, currencyB)
  const reset = useMintV2Form((s) => s.reset)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const { dialog, supply, closeDialog } = useV2AddTransaction(flow)
  const format = useFormatAmount()
  const summary = supplySummary(flow, format)
  const { derived, lookup } = flow
  const position = lookup.status === 'EXISTS' && lookup.pair.balance > 0n ? lookup.pair : undefined
  const pairChosen = flow.tokenA !== undefined && flow.tokenB !== undefined
  // spec 02 §4 Transaction dialog: "optional add-token-to-wallet for the pool token", the pair's
  // liquidity token (the pair contract itself: 'UNI-V2', 18 decimals, spec 02 §3).
  const lpAddress =
    lookup.status === 'EXISTS'
      ? lookup.pair.address
      : lookup.status === 'NOT_EXISTS'
        ? lookup.address
        : undefined
  const addLpToken = useAddToWallet(chain.id)(
    lpAddress && { address: lpAddress, symbol: 'UNI-V2', decimals: 18 },
  )
  const onCloseDialog = () => {
    if (dialog.status === 'submitted') reset()
    closeDialog()
  }
  return (
    <>
      <div className="v2-add card" data-testid="add-v2">
        <header className="v2-add__header">
          <Link href="/pool/v2" className="v2-add__back">
            ← {_(S.backToV2)}
          </Link>
          <h1 className="v2-add__title">{_(S.addTitle)}</h1>
          {/* The slippage the minimums use (spec 02 §9: Auto is the 0.50 % default). */}
          <div className="v2-add__settings">
            <SettingsMenu autoSlippageBps={V2_ADD_SLIPPAGE_BPS} />
          </div>
        </header>
        <section className="v2-add__section" aria-labelledby="v2-pair-title">
          <h2 id="v2-pair-title" className="v2-add__h2">
            {_(S.selectPair)}
          </h2>
          <div className="v2-add__pair">
            <CurrencySelect label={_(S.currencyA)} value={currencyA} onChange={route.selectA} />
            <CurrencySelect label={_(S.currencyB)} value={currencyB} onChange={route.selectB} />
          </div>
        </section>
        {pairChosen && derived.noLiquidity && (
          <div className="v2-add__info" role="note" data-testid="v2-first-provider">
            <strong>{_(S.firstProvider)}</strong>
            <p>{_(S.firstProviderText)}</p>
          </div>
        )}
        {pairChosen && lookup.status === 'EXISTS' && !derived.noLiquidity && (
          <p className="v2-add__info v2-add__muted" data-testid="v2-fee-tip">
            {_(S.feeTip)}
          </p>
        )}
        <DepositPanels flow={flow} />
        {pairChosen && (lookup.status === 'EXISTS' || lookup.status === 'NOT_EXISTS') && (
          <PricesPanel
            symbolA={currencyA?.symbol ?? ''}
            symbolB={currencyB?.symbol ?? ''}
            price={derived.price}
            share={
              derived.poolShare &&
              formatPoolShare(derived.poolShare.numerator, derived.poolShare.denominator, format)
            }
            noLiquidity={derived.noLiquidity}
          />
        )}
        <V2AddActions flow={flow} onSupply={() => setConfirmOpen(true)} />
      </div>
      {position && (
        <section className="v2-add-page__position" aria-labelledby="v2-your-position">
          <h2 id="v2-your-position" className="v2-add__h2">
            {_(S.yourPosition)}
          </h2>
          <V2PositionCard pair={position} chain={chain} variant="compact" />
        </section>
      )}
      {summary && (
        <ConfirmSupplyModal
          isOpen={confirmOpen && dialog.status === 'closed'}
          onDismiss={() => setConfirmOpen(false)}
          onConfirm={() => {
            setConfirmOpen(false)
            void supply()
          }}
          summary={summary}
        />
      )}
      {dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen
          onDismiss={onCloseDialog}
          state={withAddToken(
            dialogState(
              dialog,
              summary &&
                _({
                  ...S.pending,
                  values: {
                    amountA: summary.amountAText,
                    symbolA: summary.symbolA,
                    amountB: summary.amountBText,
                    symbolB: summary.symbolB,
                  },
                }),
            ),
            addLpToken,
          )}
        />
      )}
    </>
  )
}

/** The submitted state with the add-token offer, when there is one. */
function withAddToken(
  state: TransactionDialogState,
  addToken: AddTokenOffer | undefined,
): TransactionDialogState {
  return state.status === 'submitted' && addToken ? { ...state, addToken } : state
}
