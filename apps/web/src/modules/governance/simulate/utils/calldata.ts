// What the timelock sends for an action (Compound Timelock.executeTransaction, which Bravo's
// execute calls): the selector of the signature then the encoded arguments, or the raw calldata
// when the signature is empty.
import { concat, type Hex, toFunctionSelector } from 'viem'
import type { ProposalAction } from '../types'

export function actionCallData(action: Pick<ProposalAction, 'signature' | 'calldata'>): Hex {
  return action.signature === ''
    ? action.calldata
    : concat([toFunctionSelector(action.signature), action.calldata])
}
