import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { readTransferFee, type TransferFeeStatus } from '../actions/readTransferFee'

/**
 * Issue 12 #14: whether `token` takes a fee on transfer, on chains with a TokenValidator;
 * undefined while unknown (no validator, native currency, still reading, or the read failed —
 * a failed check must not block a swap, it only withholds the warning).
 */
export function useTransferFee(
  chain: ChainInfo,
  token: Address | undefined,
): TransferFeeStatus | undefined {
  const wagmiConfig = useConfig()
  const validator = chain.contracts?.tokenValidator
  const baseTokens = [chain.wrappedNative?.address, chain.stablecoin?.address].filter(
    (a): a is Address => a !== undefined && a.toLowerCase() !== token?.toLowerCase(),
  )
  const { data } = useQuery({
    queryKey: ['tokens', 'transferFee', chain.id, token],
    enabled: validator !== undefined && token !== undefined && baseTokens.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: () =>
      readTransferFee({
        client: wagmiConfig.getClient({ chainId: chain.id }),
        validator: validator as Address,
        token: token as Address,
        baseTokens,
      }),
  })
  return data
}
