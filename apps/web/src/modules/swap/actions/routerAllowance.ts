// Issue 31: the Universal Router's Permit2 allowance for one swap, made ready at send time
// (utils/routerAllowance decides how). Loaded with the send path, never before a swap is sent.
import { type Address, type Client, encodeFunctionData } from 'viem'
import { permit2Abi } from '../../../chain/abis/permit2'
import { getAccountKind } from '../../../chain/accountKind'
import type { V4Contracts } from '../../../chain/contracts'
import {
  isWalletRejection,
  type Permit2BatchApproval,
  TransactionRejectedError,
} from '../../transactions'
import { connectedWalletClient } from '../../wallet'
import {
  type RouterAllowancePlan,
  routerAllowancePlan,
  signsPermit2,
} from '../utils/routerAllowance'
import type { SignedPermit } from '../utils/universalRouter'
import { MAX_UINT160, PERMIT_EXPIRY_SECONDS, readPermit2Allowance, signPermit2 } from './permit2'

export interface RouterAllowance {
  plan: RouterAllowancePlan['kind']
  /** Carried inside the router call (PERMIT2_PERMIT): signed now, or held and still good. */
  permit?: SignedPermit
  /** Runs first in the swap's batch (plan 'batch'). */
  batch?: Permit2BatchApproval
  /** Sent and mined before the swap (plan 'approve': a contract account). */
  approveCall?: { to: Address; data: `0x${string}` }
}

export async function prepareRouterAllowance(p: {
  publicClient: Client
  chainId: number
  account: Address
  v4: V4Contracts
  token: Address
  /** The trade's maximum input. */
  amount: bigint
  held: SignedPermit | undefined
  batching: boolean
  /** Issue 35: the user's exact-amount approvals: Permit2 allows this swap's amount only. */
  exact?: boolean
}): Promise<RouterAllowance> {
  const { v4, token, account } = p
  const spender = v4.universalRouter
  const nowSec = Math.floor(Date.now() / 1000)
  const [allowance, kind] = await Promise.all([
    readPermit2Allowance(p.publicClient, { permit2: v4.permit2, owner: account, token, spender }),
    getAccountKind(p.publicClient, account).catch(() => 'eoa' as const),
  ])
  const plan = routerAllowancePlan({
    allowance,
    amount: p.amount,
    nowSec,
    token,
    router: spender,
    held: p.held,
    batching: p.batching,
    signsTypedData: signsPermit2(kind),
  })
  const amount = p.exact ? p.amount : MAX_UINT160
  const grant = { token, spender, amount, expiration: nowSec + PERMIT_EXPIRY_SECONDS }
  switch (plan.kind) {
    case 'none':
      return { plan: 'none' }
    case 'reuse':
      return { plan: 'reuse', permit: plan.permit }
    case 'batch':
      return { plan: 'batch', batch: { permit2: v4.permit2, ...grant } }
    case 'approve':
      return {
        plan: 'approve',
        approveCall: {
          to: v4.permit2,
          data: encodeFunctionData({
            abi: permit2Abi,
            functionName: 'approve',
            args: [grant.token, grant.spender, grant.amount, grant.expiration],
          }),
        },
      }
    case 'sign': {
      const walletClient = await connectedWalletClient(p.chainId, account)
      try {
        const permit = await signPermit2(walletClient, {
          permit2: v4.permit2,
          chainId: p.chainId,
          token,
          spender,
          nonce: allowance.nonce,
          nowSec,
          amount,
        })
        return { plan: 'sign', permit }
      } catch (error) {
        // spec 01 §8: refusing the signature is refusing the swap ('Transaction rejected.').
        if (isWalletRejection(error)) throw new TransactionRejectedError({ cause: error })
        throw error
      }
    }
  }
}
