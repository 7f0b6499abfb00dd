// The allowance half of an approval (spec 01 §4, spec 02 §4): one token to one spender, read
// through the multicall and refreshed every block (spec 01 §7.6), with the pending rule of
// modules/transactions and the native coin always approved. useApproval adds the approve action
// and permits; useApprovalState (the swap's legacy routers) needs only this.
import { useEffect } from 'react'
import type { Address } from 'viem'
import { erc20Abi } from '../../../chain/abis/erc20'
import { useBlockNumber } from '../../../chain/blockNumber'
import type { ChainInfo } from '../../../chain/chains'
import { useReadContract } from '../../../chain/reads'
import { isNative } from '../../tokens'
import { useHasPendingApproval } from '../../transactions'
import { useWallet } from '../../wallet'
import { approvalState } from '../utils/approvalState'

export interface UseAllowanceParameters {
  chain: ChainInfo
  currency: { address: string } | undefined
  amountRaw: bigint | undefined
  spender: Address | undefined
}

export function useAllowance({ chain, currency, amountRaw, spender }: UseAllowanceParameters) {
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
  const blockNumber = useBlockNumber(chain.id, { enabled: reading })
  useEffect(() => {
    // refetch() runs even for a disabled query: only when every argument is there.
    if (blockNumber !== undefined && reading) void refetch()
  }, [blockNumber, reading, refetch])
  const state = approvalState({
    isNative: native,
    amount: amountRaw,
    allowance: account ? allowance : undefined,
    pending,
  })
  return { account, native, token, allowance, refetch, blockNumber, state }
}
