// Issue 32: the position manager settles a v4 position's ERC-20 side through Permit2, so adding
// liquidity needs two allowances: the token's to Permit2 (useApproval, an ordinary ERC-20
// approval) and Permit2's own to the spender (this hook: Permit2.approve on chain, for the amount
// type's maximum and 30 days, as the reference interface grants; issue 35's exact-amount
// approvals: the amount needed only). On chain rather than a signed PermitSingle: every account
// can send it (a contract account can't sign one, issue 31), and it is asked once per token. Read per block, with the pending rule of modules/transactions.
// A wallet that batches (EIP-5792) sends the same Permit2.approve as a call in the action's one
// batch instead (`batchApproval`, as useApproval's for the ERC-20 side), so no step is shown.
import { useCallback, useEffect, useMemo } from 'react'
import { type Address, encodeFunctionData } from 'viem'
import { permit2Abi } from '../../../chain/abis/permit2'
import { useBlockNumber } from '../../../chain/blockNumber'
import type { ChainInfo } from '../../../chain/chains'
import { useReadContract } from '../../../chain/reads'
import { isNative } from '../../tokens'
import {
  type Permit2BatchApproval,
  useAtomicBatching,
  useHasPendingApproval,
  useSendTransaction,
} from '../../transactions'
import { useExactApprovals } from '../../user'
import { useWallet } from '../../wallet'
import type { ApprovalState } from '../types'

/** uint160's maximum: Permit2's allowance amount type. */
const MAX_UINT160 = (1n << 160n) - 1n
const EXPIRY_SECONDS = 30 * 24 * 3600

export interface UsePermit2AllowanceParameters {
  chain: ChainInfo
  currency: { address: string } | undefined
  amountRaw: bigint | undefined
  /** Who takes the token through Permit2 (the v4 position manager). */
  spender: Address | undefined
}

export interface UsePermit2AllowanceReturnType {
  state: ApprovalState
  approve: () => Promise<void>
  /** Set when the wallet batches atomically and the allowance is short: Permit2.approve to run
   *  first in the action's one batch (useSendTransaction's `approvals`). */
  batchApproval: Permit2BatchApproval | undefined
}

export function usePermit2Allowance({
  chain,
  currency,
  amountRaw,
  spender,
}: UsePermit2AllowanceParameters): UsePermit2AllowanceReturnType {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const permit2 = chain.contracts?.v4?.permit2
  const native = currency !== undefined && isNative(currency)
  const token = currency && !native ? (currency.address as Address) : undefined
  const pending = useHasPendingApproval(chain.id, token, spender)
  const reading = !!(token && account && spender && permit2)
  const { data, refetch } = useReadContract({
    chainId: chain.id,
    address: permit2,
    abi: permit2Abi,
    functionName: 'allowance',
    args: account && token && spender ? [account, token, spender] : undefined,
    query: { enabled: reading },
  })
  const blockNumber = useBlockNumber(chain.id, { enabled: reading })
  useEffect(() => {
    if (blockNumber !== undefined && reading) void refetch()
  }, [blockNumber, reading, refetch])
  const send = useSendTransaction(chain)
  const exact = useExactApprovals()
  const approve = useCallback(async () => {
    if (!account || !token || !spender || !permit2 || amountRaw === undefined) return
    const { amount, expiration } = permit2Grant(amountRaw, exact)
    // A refusal resolves null (silent, spec 02 §8); a failure is logged, and the step stays.
    await send({
      account,
      call: {
        to: permit2,
        data: encodeFunctionData({
          abi: permit2Abi,
          functionName: 'approve',
          args: [token, spender, amount, expiration],
        }),
        value: 0n,
      },
      info: { type: 'approval', tokenAddress: token, spender },
    }).catch((error: unknown) => console.error('Could not approve through Permit2', error))
  }, [account, token, spender, permit2, send, exact, amountRaw])
  const state = permit2State({ native, pending, amountRaw, allowance: data })
  const batching = useAtomicBatching(chain.id)
  const batchApproval = useMemo(
    () =>
      batching && state === 'NOT_APPROVED' && token && spender && permit2 && amountRaw !== undefined
        ? { permit2, token, spender, ...permit2Grant(amountRaw, exact) }
        : undefined,
    [batching, state, token, spender, permit2, amountRaw, exact],
  )
  return { state, approve, batchApproval }
}

/** What is granted: the amount type's maximum for 30 days, or the amount alone (issue 35). The
 *  expiration is taken when asked for (a batch's is encoded at send time, moments later). */
function permit2Grant(amountRaw: bigint, exact: boolean): { amount: bigint; expiration: number } {
  const amount = exact && amountRaw <= MAX_UINT160 ? amountRaw : MAX_UINT160
  return { amount, expiration: Math.floor(Date.now() / 1000) + EXPIRY_SECONDS }
}

/** Approved: enough, and not expired (Permit2 refuses an expired allowance). */
export function permit2State(p: {
  native: boolean
  pending: boolean
  amountRaw: bigint | undefined
  allowance: readonly [bigint, number, number] | undefined
  nowSec?: number
}): ApprovalState {
  if (p.native) return 'APPROVED'
  if (p.pending) return 'PENDING'
  if (p.amountRaw === undefined || p.allowance === undefined) return 'UNKNOWN'
  const [amount, expiration] = p.allowance
  const now = p.nowSec ?? Math.floor(Date.now() / 1000)
  return amount >= p.amountRaw && expiration > now ? 'APPROVED' : 'NOT_APPROVED'
}
