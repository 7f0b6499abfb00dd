// The submit button says why it cannot be pressed, in the spec's words first (spec 02 §5, §8):
// an active or pending proposal, then too few votes ('You must have {threshold} votes to submit
// a proposal', the threshold read from the governor in whole UNI), then an incomplete form.
import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { useFormatAmount } from '../../../../lib/format'
import { Button } from '../../../../ui'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import type { ProposerBlock } from '../utils/proposerBlock'

export interface SubmitButtonProps {
  account: string | undefined
  block: ProposerBlock
  threshold: bigint | undefined
  uniDecimals: number
  formReady: boolean
  simulating: boolean
  onSubmit: () => void
}

export function SubmitButton(p: SubmitButtonProps) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const threshold =
    p.threshold === undefined
      ? undefined
      : format.decimal(formatUnits(p.threshold, p.uniDecimals).replace(/\.\d*$/, ''))
  const label = !p.account
    ? _(S.connect)
    : p.block === 'activeProposal'
      ? _(S.activeProposal)
      : p.block === 'notEnoughVotes'
        ? threshold
          ? _({ ...S.needVotes, values: { threshold } })
          : _(S.needVotesUnknown)
        : !p.formReady
          ? _(S.fixErrors)
          : p.simulating
            ? _(S.simulateFirst)
            : _(S.submit)
  const enabled =
    p.account && p.block === undefined && p.threshold !== undefined && p.formReady && !p.simulating
  return (
    <Button block size="large" disabled={!enabled} onClick={p.onSubmit} testId="submit-proposal">
      {label}
    </Button>
  )
}
