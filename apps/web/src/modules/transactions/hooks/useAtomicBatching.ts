// Issue 18: whether the connected wallet sends atomic batches (EIP-5792) on `chainId`, so a flow
// can put its approvals and its action into one `wallet_sendCalls` (useSendTransaction's
// `before`) instead of an approve transaction first. Asked once per wallet, account and chain;
// false while unknown and for wallets without the method, which keep the two-step flow.
import { useQuery } from '@tanstack/react-query'
import { providerRequest, useConnectionStore } from '../../../chain/connection'

export function useAtomicBatching(chainId: number): boolean {
  const { status, address, connector, walletChainId } = useConnectionStore()
  const ready = status === 'connected' && address !== undefined && connector !== undefined
  const { data } = useQuery({
    queryKey: ['wallet', 'atomicBatch', { connector: connector?.uid, address, chainId }],
    enabled: ready && walletChainId === chainId,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      if (!connector || !address) return false
      const { getAtomicBatchSupport } = await import('../../../chain/walletCapabilities')
      const request = await providerRequest(connector)
      return request ? getAtomicBatchSupport(request, address, chainId) : false
    },
  })
  return data === true
}
