// spec 01 §4 approval mode: the approval state alone (allowance per block, the pending rule,
// native always approved) of one token to one spender, for a spender the user might already
// have approved without this screen ever asking (the legacy v2 Router02 and v3 SwapRouter). No
// approve action and no permit: the approve button's spender stays on useApproval.
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useBlockNumber } from 'wagmi'
import { erc20Abi } from '../../../chain/abis/erc20'
import type { ChainInfo } from '../../../chain/chains'
import { useReadContract } from '../../../chain/reads'
import { isNative } from '../../tokens'
import { useHasPendingApproval } from '../../transactions'
import { useWallet } from '../../wallet'
import type { ApprovalState } from '../types'
import { approvalState } from '../utils/approvalState'

export interface UseApprovalStateParameters {
  chain: ChainInfo
  currency: { address: string } | undefined
  amountRaw: bigint | undefined
  /** undefined: the chain has no such spender; the state is then undefined too. */
  spender: Address | undefined
}

export function useApprovalState({
  chain,
  currency,
  amountRaw,
  spender,
}: UseApprovalStateParameters): ApprovalState | undefined {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const native = currency !== undefined && isNative(currency)
  const token = currency && !native ? (currency.address as Address) : undefined
  const pending = useHasPendingApproval(chain.id, token, spender)
  const reading = token !== undefined && account !== undefined && spender !== undefined
  const { data: allowance, refetch } = useReadContract({
    chainId: chain.id,
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: account && spender ? [account, spender] : undefined,
    query: { enabled: reading },
  })
  // spec 01 §7.6: contract reads refresh per block.
  const { data: blockNumber } = useBlockNumber({ chainId: chain.id, watch: reading })
  useEffect(() => {
    if (blockNumber !== undefined && reading) void refetch()
  }, [blockNumber, reading, refetch])
  if (spender === undefined) return undefined
  return approvalState({
    isNative: native,
    amount: amountRaw,
    allowance: account ? allowance : undefined,
    pending,
  })
}
