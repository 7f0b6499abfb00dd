// The v3 add form's body, shared by /add and /increase (spec 02 §2): the range part (or, for an
// increase, the position summary), the deposits, the actions, the preview and the transaction
// dialog. After a successful add, closing clears the form and goes to /pool (spec 02 §4).
import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import { useLocation } from 'wouter'
import { type AmountFormatters, formatFeeTier, useFormatAmount } from '../../../../lib/format'
import { positionStatus, TransactionDialog } from '../../../../ui'
import { boundTexts, useMintForm } from '../../../liquidity'
import { dialogState } from '../../../transactions'
import { PreviewModal, type PreviewSummary } from '../components/PreviewModal'
import type { AddFlow } from '../hooks/useAddFlow'
import { useAddTransaction } from '../hooks/useAddTransaction'
import { ADD_STRINGS as S } from '../strings'
import { priceUnitSymbols } from '../utils/priceUnit'
import { AddActions } from './AddActions'
import { DepositSection } from './DepositSection'

export interface AddFormProps {
  flow: AddFlow
  /** The price part: start price and range (add) or the position summary (increase). */
  children: ReactNode
  /** Deposits wait for a fee and a price (spec 02 §4). */
  depositDisabled: boolean
  tokenId?: bigint
}

export function AddForm({ flow, children, depositDisabled, tokenId }: AddFormProps) {
  const { _ } = useLingui()
  const [, navigate] = useLocation()
  const reset = useMintForm((s) => s.resetMintState)
  const [previewOpen, setPreviewOpen] = useState(false)
  const { dialog, add, closeDialog } = useAddTransaction(flow, tokenId)
  const symbols = priceUnitSymbols(flow)
  // issue 34 #9: the preview's unit is the range's ("USDC per ETH"), one text for both.
  const unit = symbols ? _({ ...S.pricePer, values: symbols }) : ''
  const summary = previewSummary(flow, useFormatAmount(), unit)
  const onCloseDialog = () => {
    const succeeded = dialog.status === 'submitted'
    closeDialog()
    if (succeeded) {
      reset()
      navigate('/pool')
    }
  }
  return (
    <>
      {children}
      <DepositSection flow={flow} disabled={depositDisabled} />
      <AddActions flow={flow} onPreview={() => setPreviewOpen(true)} />
      {summary && (
        <PreviewModal
          isOpen={previewOpen && dialog.status === 'closed'}
          onDismiss={() => setPreviewOpen(false)}
          onAdd={() => {
            setPreviewOpen(false)
            void add()
          }}
          summary={summary}
          title={_(S.addLiquidity)}
        />
      )}
      {dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen
          onDismiss={onCloseDialog}
          state={dialogState(
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
          )}
        />
      )}
    </>
  )
}

function previewSummary(
  flow: AddFlow,
  format: AmountFormatters,
  unit: string,
): (PreviewSummary & { amountAText: string; amountBText: string }) | undefined {
  const { derived, tokenA, tokenB, fee, currencyA, currencyB } = flow
  const { position, pool, price } = derived
  if (!position || !pool || !tokenA || !tokenB || !fee || !currencyA || !currencyB || !price)
    return undefined
  const aIs0 = tokenA.sortsBefore(tokenB)
  const amountA = aIs0 ? position.amount0 : position.amount1
  const amountB = aIs0 ? position.amount1 : position.amount0
  const texts = boundTexts(position.range, { base: tokenA, quote: tokenB, fee })
  const bps = flow.slippageBps
  return {
    symbolA: currencyA.symbol,
    symbolB: currencyB.symbol,
    decimalsA: currencyA.decimals,
    decimalsB: currencyB.decimals,
    feePercent: formatFeeTier(fee, format.locale),
    status: positionStatus({
      liquidity: position.liquidity,
      tickCurrent: pool.tickCurrent,
      ...position.range,
    }),
    minPrice: format.decimal(texts.min),
    maxPrice: format.decimal(texts.max),
    currentPrice: format.decimal(price.toSignificant(6)),
    unit,
    amountA,
    amountB,
    liquidity: position.liquidity,
    // The pending text, in the language's style too (issue 34 #4).
    amountAText: format.significant(amountA, currencyA.decimals, 6),
    amountBText: format.significant(amountB, currencyB.decimals, 6),
    // issue 34 #4: in the language's percent style, 2 decimals (spec 01 §9).
    slippagePercent: format.bpsPercent(bps),
  }
}
