import { encodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import {
  checkProposalForm,
  INITIAL_FORM,
  MAX_ACTIONS,
  type ProposalForm,
  proposalFormReducer,
} from './proposalForm'

const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const filled: ProposalForm = {
  actions: [
    {
      target: UNI.toLowerCase(),
      signature: 'transfer(address to, uint256 amount)',
      args: [TO, '1000e18'],
    },
  ],
  title: ' Fund the grants program ',
  body: 'Sends **1,000 UNI**.',
}

describe('checkProposalForm', () => {
  it('builds the proposal once every field reads: canonical signature, arguments alone encoded', () => {
    expect(checkProposalForm(filled).proposal).toEqual({
      actions: [
        {
          target: UNI,
          value: 0n,
          signature: 'transfer(address,uint256)',
          calldata: encodeAbiParameters(
            [{ type: 'address' }, { type: 'uint256' }],
            [TO, 1000n * 10n ** 18n],
          ),
        },
      ],
      description: '# Fund the grants program\n\nSends **1,000 UNI**.',
    })
  })

  it('says which field is wrong and builds nothing', () => {
    const check = checkProposalForm({
      ...filled,
      actions: [{ target: '0x12', signature: 'transfer(address,uint256)', args: [TO, 'lots'] }],
      title: '',
    })
    expect(check.proposal).toBeUndefined()
    expect(check.title).toBe(S.errTitle)
    expect(check.actions[0]).toMatchObject({
      target: S.errAddress,
      types: ['address', 'uint256'],
      args: [undefined, S.errInteger],
    })
  })

  it('marks an unreadable signature and an empty one differently', () => {
    expect(checkProposalForm(INITIAL_FORM).actions[0]?.signature).toBe(S.errRequired)
    const bad = {
      ...filled,
      actions: [{ ...filled.actions[0], signature: 'transfer(addr)', args: [] }],
    }
    expect(checkProposalForm(bad as ProposalForm).actions[0]?.signature).toBe(S.errSignature)
  })
})

describe('proposalFormReducer', () => {
  it('keeps between 1 and MAX_ACTIONS actions', () => {
    let form = INITIAL_FORM
    for (let i = 0; i < MAX_ACTIONS + 3; i++)
      form = proposalFormReducer(form, { type: 'addAction' })
    expect(form.actions).toHaveLength(MAX_ACTIONS)
    expect(
      proposalFormReducer(INITIAL_FORM, { type: 'removeAction', index: 0 }).actions,
    ).toHaveLength(1)
  })

  it('edits one argument of one action', () => {
    const form = proposalFormReducer(proposalFormReducer(INITIAL_FORM, { type: 'addAction' }), {
      type: 'argument',
      index: 1,
      arg: 1,
      value: '5',
    })
    expect(form.actions.map((a) => a.args)).toEqual([[], [undefined, '5']])
  })
})
