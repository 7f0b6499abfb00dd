// spec 02 §7 "Rewards contract: getReward (gas limit 350000), stake and stakeWithPermit (amount
// hex, deadline, v, r, s; gas limit 350000), exit (gas limit 300000)"; §8 'Attempting to stake
// without approval or a signature. Please contact support.' when neither is there.

import { type Address, encodeFunctionData } from 'viem'
import { AppError } from '../../../lib/errors'
import type { PermitSignature } from '../../approvals'
import { type GasRule, gasLimit } from '../../transactions'
import { stakingRewardsAbi } from '../abis'
import { CLAIM_GAS_LIMIT, STAKE_GAS_LIMIT, WITHDRAW_GAS_LIMIT } from '../constants'

export interface MiningCall {
  to: Address
  data: `0x${string}`
  gas: GasRule
}

/** Thrown by stakeCall without an approval or a signature (never reached through the buttons). */
export class StakeWithoutApprovalError extends AppError<'stakeWithoutApproval'> {
  override name = 'StakeWithoutApprovalError'
  constructor() {
    super({
      code: 'stakeWithoutApproval',
      message: 'Attempting to stake without approval or a signature. Please contact support.',
    })
  }
}

/** stake when the allowance covers `amount`, else stakeWithPermit with the signature. */
export function stakeCall(p: {
  stakingAddress: Address
  amount: bigint
  approved: boolean
  signature: Pick<PermitSignature, 'v' | 'r' | 's' | 'deadline'> | null
}): MiningCall {
  const gas = gasLimit(STAKE_GAS_LIMIT)
  if (p.approved)
    return {
      to: p.stakingAddress,
      data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'stake', args: [p.amount] }),
      gas,
    }
  const sig = p.signature
  if (!sig) throw new StakeWithoutApprovalError()
  return {
    to: p.stakingAddress,
    data: encodeFunctionData({
      abi: stakingRewardsAbi,
      functionName: 'stakeWithPermit',
      args: [p.amount, sig.deadline, sig.v, sig.r, sig.s],
    }),
    gas,
  }
}

export const claimCall = (stakingAddress: Address): MiningCall => ({
  to: stakingAddress,
  data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'getReward' }),
  gas: gasLimit(CLAIM_GAS_LIMIT),
})

/** Withdraw = exit: the whole deposit back and the rewards claimed. */
export const exitCall = (stakingAddress: Address): MiningCall => ({
  to: stakingAddress,
  data: encodeFunctionData({ abi: stakingRewardsAbi, functionName: 'exit' }),
  gas: gasLimit(WITHDRAW_GAS_LIMIT),
})
