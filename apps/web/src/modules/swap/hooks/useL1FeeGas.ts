// Issue 33 "Fees as the chain charges them": on an OP-stack or Arbitrum chain, the L1 fee of the
// swap transaction this account would sign now: the router call built as Confirm builds it
// (actions/sendSwap swapCalldata, for the router and permit of the fee basis), with the account's
// next nonce, the chain's fees and the gas limit the send will ask (estimate + 20 %), priced by
// the chain (chain/l1Fee: the GasPriceOracle, or the NodeInterface) and turned into gas at the
// execution gas price (utils/l1FeeGas). Part of the send half: without an account there is no transaction to price.
// A permit is not signed yet: a placeholder of the same shape stands in for it.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type ChainInfo, chargesL1Fee } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import { withGasMargin } from '../../transactions'
import { routerForMode, type SwapRouterMode } from '../utils/approvalMode'
import { l1FeeAsGas } from '../utils/l1FeeGas'
import { type FeeBasis, routerGas } from '../utils/networkFee'

export interface UseL1FeeGasParameters {
  chain: ChainInfo
  account: Address | undefined
  trade: SwapTrade | undefined
  routerMode: SwapRouterMode | undefined
  basis: FeeBasis | undefined
  slippageBps: number
  recipient: Address | null
}

/** What the calldata depends on, as a key (a trade holds bigints, which keys cannot). */
function tradeKey(t: SwapTrade): string {
  const routes = t.routes.map((r) => `${r.amountIn}>${r.amountOut}:${r.hops.length}`).join('|')
  return `${t.tradeType}:${t.inputAmount}:${t.outputAmount}:${t.blockNumber}:${routes}`
}

/** The L1 data fee as gas (undefined until known, and on chains without one). */
export function useL1FeeGas(p: UseL1FeeGasParameters): bigint | undefined {
  const getClient = useChainClients()
  const { chain, account, trade, routerMode, basis } = p
  const charged = chargesL1Fee(chain)
  const query = useQuery({
    queryKey: [
      'chain',
      'l1Fee',
      chain.id,
      account,
      routerMode,
      basis?.universal,
      basis?.permit,
      p.slippageBps,
      p.recipient,
      trade && tradeKey(trade),
    ],
    enabled: charged && account !== undefined && trade !== undefined && routerMode !== undefined,
    staleTime: 10_000,
    retry: false,
    queryFn: async () => {
      if (!account || !trade || !routerMode || !basis || !chain.contracts) return 0n
      const [{ readL1Fee }, { readGasPrice }, { swapCalldata }, viemActions] = await Promise.all([
        import('../../../chain/l1Fee'),
        import('../../../chain/gasPrice'),
        import('../actions/sendSwap'),
        import('viem/actions'),
      ])
      const client = getClient(chain.id)
      const router = routerForMode(routerMode, chain.contracts)
      const nowSec = BigInt(Math.floor(Date.now() / 1000))
      const { calldata, value } = await swapCalldata({
        trade,
        slippageBps: p.slippageBps,
        deadline: nowSec + 1800n,
        recipient: p.recipient ?? undefined,
        from: account,
        mode: routerMode,
        universal: basis.universal
          ? { permit: basis.permit ? placeholderPermit(trade, router, nowSec) : undefined }
          : undefined,
      })
      const [nonce, fees, gasPrice] = await Promise.all([
        viemActions.getTransactionCount(client, { address: account, blockTag: 'pending' }),
        viemActions.estimateFeesPerGas(client),
        readGasPrice(client, chain),
      ])
      const l1FeeWei = await readL1Fee(client, {
        chain,
        transaction: {
          chainId: chain.id,
          nonce,
          to: router,
          data: calldata,
          value,
          gas: withGasMargin(routerGas(trade, basis)),
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        },
      })
      // At the quote's own gas price where it says (its dollars per gas value this gas too).
      return l1FeeAsGas(l1FeeWei, trade.gasPriceWei ?? gasPrice.wei)
    },
  })
  return charged ? query.data : undefined
}

/** A PermitSingle of the shape the router call will carry (its bytes are what the L1 fee sees). */
function placeholderPermit(trade: SwapTrade, spender: Address, nowSec: bigint) {
  const token = isNative(trade.inputCurrency) ? spender : (trade.inputCurrency.address as Address)
  return {
    permit: {
      details: {
        token,
        amount: trade.inputAmount,
        expiration: Number(nowSec) + 2_592_000,
        nonce: 1,
      },
      spender,
      sigDeadline: nowSec + 1800n,
    },
    signature: `0x${'a5'.repeat(65)}` as const,
  }
}
