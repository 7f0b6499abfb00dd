// Contract and balance reads as queries, the way wagmi's useReadContract / useBalance do them,
// except that viem's read path loads with the first read instead of with the page (issue 11: the
// JS loaded before /swap is interactive stays ≤ 150 KB gzip; without a wallet, /swap reads no
// contract). Same parameters as wagmi's hooks for what the app uses, so a call site only changes
// its import.
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type {
  Abi,
  Address,
  Client,
  ContractFunctionArgs,
  ContractFunctionName,
  ReadContractReturnType,
} from 'viem'
import { useChainId, useConfig } from 'wagmi'

type ReadName<abi extends Abi> = ContractFunctionName<abi, 'pure' | 'view'>
type ReadArgs<abi extends Abi, name extends ReadName<abi>> = ContractFunctionArgs<
  abi,
  'pure' | 'view',
  name
>

interface ReadQuery {
  enabled?: boolean
  refetchInterval?: number
}

export interface UseReadContractParameters<
  abi extends Abi,
  name extends ReadName<abi>,
  args extends ReadArgs<abi, name>,
> {
  /** Default: the chain wagmi is on. */
  chainId?: number
  /** undefined: the read waits (as with `enabled: false`). */
  address: Address | undefined
  abi: abi
  functionName: name
  args?: args | undefined
  query?: ReadQuery
}

/** One `eth_call` of a view function, as a query keyed by its address, function and args. */
export function useReadContract<
  const abi extends Abi,
  name extends ReadName<abi>,
  const args extends ReadArgs<abi, name>,
>(
  parameters: UseReadContractParameters<abi, name, args>,
): UseQueryResult<ReadContractReturnType<abi, name, args>> {
  const config = useConfig()
  const currentChainId = useChainId()
  const chainId = parameters.chainId ?? currentChainId
  const { address, abi, functionName, args, query } = parameters
  return useQuery({
    queryKey: ['readContract', { address, args, chainId, functionName }],
    enabled: address !== undefined && (query?.enabled ?? true),
    refetchInterval: query?.refetchInterval,
    queryFn: async () => {
      if (address === undefined) throw new Error('useReadContract: no address')
      const { readContract } = await import('./readActions')
      // viem's generics are checked at the call site above; the action takes them as given.
      const read = readContract as (
        client: Client,
        parameters: { address: Address; abi: Abi; functionName: string; args?: unknown },
      ) => Promise<ReadContractReturnType<abi, name, args>>
      return read(config.getClient({ chainId }), { address, abi, functionName, args })
    },
  })
}

export interface UseBalanceParameters {
  address: Address | undefined
  chainId: number | undefined
  query?: ReadQuery
}

/** The native balance of `address` (wei), as a query. */
export function useBalance({
  address,
  chainId,
  query,
}: UseBalanceParameters): UseQueryResult<bigint> {
  const config = useConfig()
  return useQuery({
    queryKey: ['balance', { address, chainId }],
    enabled: address !== undefined && chainId !== undefined && (query?.enabled ?? true),
    refetchInterval: query?.refetchInterval,
    queryFn: async () => {
      if (address === undefined || chainId === undefined) throw new Error('useBalance: no address')
      const { getBalance } = await import('./readActions')
      return getBalance(config.getClient({ chainId }), { address })
    },
  })
}
