// Issue 31: what the swap's network fee depends on beyond its quote (utils/networkFee): the router
// it goes through, and whether the router call will carry a Permit2 signature, planned as the send
// plans it (utils/routerAllowance carriesPermit) from Permit2's allowance to the router and the
// account's kind (a contract approves on chain: no permit), both read now. Part of the send half:
// without an account nothing is known of the allowance, and the form charges none.
import type { Address } from 'viem'
import { permit2Abi } from '../../../chain/abis/permit2'
import type { ChainInfo } from '../../../chain/chains'
import { useReadContract } from '../../../chain/reads'
import { useAccountKind } from '../../../chain/useAccountKind'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import { useAtomicBatching } from '../../transactions'
import type { SwapRouterMode } from '../utils/approvalMode'
import type { FeeBasis } from '../utils/networkFee'
import { carriesPermit } from '../utils/routerAllowance'
import { useL1FeeGas } from './useL1FeeGas'

export function useFeeBasis(p: {
  chain: ChainInfo
  account: Address | undefined
  trade: SwapTrade | undefined
  routerMode: SwapRouterMode | undefined
  /** The trade's maximum input (what the permit must cover). */
  maximumIn: bigint | undefined
  /** Issue 33: what the router call carries besides the trade (the L1 data fee prices its bytes). */
  slippageBps: number
  recipient: Address | null
}): FeeBasis | undefined {
  const v4 = p.chain.contracts?.v4
  const batching = useAtomicBatching(p.chain.id)
  const universal = p.routerMode === 'UNIVERSAL'
  const token =
    p.trade && !isNative(p.trade.inputCurrency)
      ? (p.trade.inputCurrency.address as Address)
      : undefined
  const asked = universal && token !== undefined
  const read = useReadContract({
    chainId: p.chain.id,
    address: asked && p.account ? v4?.permit2 : undefined,
    abi: permit2Abi,
    functionName: 'allowance',
    args: p.account && token && v4 ? [p.account, token, v4.universalRouter] : undefined,
  })
  const accountKind = useAccountKind(p.chain.id, asked ? p.account : undefined)
  const [amount, expiration, nonce] = read.data ?? []
  const basis: FeeBasis | undefined =
    p.routerMode === undefined
      ? undefined
      : !universal || !token || !v4 || p.maximumIn === undefined
        ? { universal, permit: false }
        : {
            universal,
            permit: carriesPermit({
              allowance:
                amount === undefined || expiration === undefined || nonce === undefined
                  ? undefined
                  : { amount, expiration, nonce },
              accountKind,
              amount: p.maximumIn,
              nowSec: Math.floor(Date.now() / 1000),
              token,
              router: v4.universalRouter,
              batching,
            }),
          }
  // Issue 33: on a rollup, the L1 fee of the transaction this basis sends (none until read; a
  // failed read leaves the fee at its L2 part).
  const l1Gas = useL1FeeGas({ ...p, basis })
  return basis && l1Gas !== undefined ? { ...basis, l1Gas } : basis
}
