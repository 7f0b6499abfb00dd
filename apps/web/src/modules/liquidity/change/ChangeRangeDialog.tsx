// Issue 32 "Change range in one transaction": the dialog v3's and v4's position pages open. It
// takes a new range with the core's steppers (RangeSteppers on its own mint form store, started
// at the position's range), previews exactly what the one transaction does (ChangeRangeFigures),
// simulates it before the figures count, and confirms only a simulated, agreeing change. The
// version supplies the call (`build`) and the send (`onConfirm`), and may gate the confirm (v3's
// approvals: `before`) or batch what must happen first with it (a batching wallet's `approvals`).
import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import { Button, Modal } from '../../../ui'
import type { BatchApproval } from '../../transactions'
import { MintFormProvider, useMintForm } from '../mint/state/mintStore'
import { POSITION_MESSAGES as P } from '../position/strings'
import { RangeSteppers } from '../range/components/RangeSteppers'
import { RateToggle } from '../range/components/RateToggle'
import { toggledRangeInputs } from '../range/rateToggle'
import { ChangeRangeChart } from './ChangeRangeChart'
import { ChangeRangeFigures } from './ChangeRangeFigures'
import { CHANGE_RANGE_MESSAGES as S } from './strings'
import {
  type BuildChangeRange,
  type ChangeRangeChoice,
  type ChangeRangeSubject,
  useChangeRange,
} from './useChangeRange'
import './changeRange.css'

export interface ChangeRangeDialogProps {
  subject: ChangeRangeSubject
  symbols: readonly [string, string]
  onDismiss: () => void
  build: BuildChangeRange
  onConfirm: (choice: ChangeRangeChoice) => void
  /**
   * What must happen first (v3: the approvals), shown instead of the confirm; the simulation
   * waits for it (it would revert before).
   */
  before?: ReactNode
  /** Approvals a batching wallet runs first in the same batch: simulated before the call. */
  approvals?: readonly BatchApproval[] | undefined
}

/** Mounted while open: each opening starts a fresh form at the position's range. */
export function ChangeRangeDialog(props: ChangeRangeDialogProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen onDismiss={props.onDismiss} title={_(S.changeRange)}>
      <MintFormProvider>
        <ChangeRangeBody {...props} />
      </MintFormProvider>
    </Modal>
  )
}

function ChangeRangeBody(props: ChangeRangeDialogProps) {
  const { subject, symbols, build, onConfirm, before } = props
  const { _ } = useLingui()
  const [burn, setBurn] = useState(false)
  const [inverted, setInverted] = useState(false)
  const form = useMintForm()
  const state = useChangeRange(subject, burn, build, !before, props.approvals, inverted)
  const { choice, simulation } = state
  // #7990: one unit throughout — the boxes, the chart and the pool's price; the toggle turns it
  // round and the range keeps its ticks (toggledRangeInputs).
  const unitSymbols = inverted
    ? { base: symbols[1], quote: symbols[0] }
    : { base: symbols[0], quote: symbols[1] }
  const unit = _({ ...P.quotePerBase, values: unitSymbols })
  const toggle = () => {
    const { leftRangeTypedValue: left, rightRangeTypedValue: right } = form
    form.setRangeInputs(toggledRangeInputs({ left, right, ticks: state.ticks, view: state.view }))
    setInverted(!inverted)
  }
  const agreed =
    simulation?.status === 'succeeds' || (simulation?.status === 'traced' && simulation.exact)
  const button = (
    <Button
      block
      size="large"
      disabled={!choice || !agreed || state.simulating}
      onClick={() => choice && onConfirm(choice)}
      testId="change-range-confirm"
    >
      {_(S.changeRange)}
    </Button>
  )
  return (
    <div className="position-dialog change-range" data-testid="change-range">
      <p className="position-dialog__note">{_(S.intro)}</p>
      <div className="change-range__head">
        <h3 className="change-range__h3">{_(S.newRange)}</h3>
        <RateToggle
          symbols={symbols}
          selected={inverted ? 1 : 0}
          onSelect={toggle}
          testIds={['change-range-rate-0', 'change-range-rate-1']}
        />
      </div>
      <ChangeRangeChart
        chainId={subject.chain.id}
        pool={subject.pool}
        view={state.view}
        poolPrice={state.poolPrice}
        ticks={state.ticks}
        unitSymbols={unitSymbols}
      />
      <RangeSteppers
        view={state.view}
        ticks={state.ticks}
        texts={state.texts}
        unit={unit}
        labels={{ min: _(P.minPrice), max: _(P.maxPrice), fullRange: _(P.fullRange) }}
        price={state.poolPrice}
        disabled={false}
        testIds={{
          min: 'change-range-min',
          max: 'change-range-max',
          fullRange: 'change-range-full',
        }}
      />
      {state.blocked && (
        <p className="position-dialog__note" role="alert" data-testid="change-range-blocked">
          {_(S[state.blocked])}
        </p>
      )}
      {choice && (
        <ChangeRangeFigures
          tokens={subject.tokens}
          symbols={symbols}
          preview={choice.preview}
          simulation={simulation}
          simulating={state.simulating}
        />
      )}
      <label className="change-range__burn">
        <input
          type="checkbox"
          checked={burn}
          onChange={(e) => setBurn(e.target.checked)}
          data-testid="change-range-burn"
        />
        {_(S.burnOld)}
      </label>
      {before ?? button}
    </div>
  )
}
