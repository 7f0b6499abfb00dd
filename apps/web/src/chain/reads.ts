// Contract and balance reads as queries through the read door (clients.ts, queries.ts), with the
// parameter names of wagmi's useReadContract / useBalance. viem's read path (readActions.ts)
// loads with the first read: without a wallet, /swap reads no contract.
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ReadContractReturnType,
} from 'viem'
import { useChainClients } from './clients'
import { balanceQueryOptions, readContractQueryOptions } from './queries'

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
  chainId: number
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
  const getClient = useChainClients()
  const { chainId, address, abi, functionName, args, query } = parameters
  const options = readContractQueryOptions({
    getClient,
    chainId,
    address,
    abi,
    functionName,
    args: args as readonly unknown[] | undefined,
  })
  return useQuery({
    ...options,
    // viem's generics are checked at the call site above; the action returns them as given.
    queryFn: options.queryFn as () => Promise<ReadContractReturnType<abi, name, args>>,
    enabled: address !== undefined && (query?.enabled ?? true),
    refetchInterval: query?.refetchInterval,
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
  const getClient = useChainClients()
  return useQuery({
    ...balanceQueryOptions({ getClient, chainId, address }),
    enabled: address !== undefined && chainId !== undefined && (query?.enabled ?? true),
    refetchInterval: query?.refetchInterval,
  })
}
