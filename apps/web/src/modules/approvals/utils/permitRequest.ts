// Which permits an approve button may ask for, and for how long (spec 01 §4 Approvals for the
// swap; spec 02 §3 permit kinds and §9 "Permit deadline: chain time plus 1200 seconds").
import type { NetworkType } from '../../../chain/chains'
import { transactionDeadlineSeconds } from '../../../chain/deadline'
import { PERMIT_DEADLINE_SECONDS } from '../constants'
import type { PermitKind } from '../types'

export interface PermitOptions {
  kinds: readonly PermitKind[]
  /** Seconds the signature stays valid; default the user's transaction deadline (spec 01 §4). */
  deadlineSeconds?: number
}

/** The swap router's selfPermit takes EIP-2612 permits, valid as long as the swap itself. */
export const SWAP_PERMIT: PermitOptions = { kinds: ['AMOUNT'] }

/** A spender that consumes either kind (selfPermit / selfPermitAllowed, stakeWithPermit). */
export const LIQUIDITY_PERMIT: PermitOptions = {
  kinds: ['AMOUNT', 'ALLOWED'],
  deadlineSeconds: PERMIT_DEADLINE_SECONDS,
}

/** `false`: on-chain approval only (a spender that takes no permit, e.g. the v2 router's add). */
export function permitRequest(
  permit: PermitOptions | false,
  networkType: NetworkType,
  userDeadlineSeconds: number,
): { kinds: readonly PermitKind[]; deadlineSeconds: number } {
  const fallback = transactionDeadlineSeconds(networkType, userDeadlineSeconds)
  if (permit === false) return { kinds: [], deadlineSeconds: fallback }
  return { kinds: permit.kinds, deadlineSeconds: permit.deadlineSeconds ?? fallback }
}
