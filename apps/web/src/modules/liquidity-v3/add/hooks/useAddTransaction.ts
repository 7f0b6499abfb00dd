// Add → the position manager (spec 02 §4 Add flow: "Confirm estimates gas, sends, records a
// pending transaction of type add liquidity and stores the hash"; §7 writes). The calldata is the
// v3-sdk's addCallParameters (utils/addCall.ts); sending, the deadline and the record are the
// transactions module's. A refusal in the wallet is silent (spec 02 §8): the dialog closes; any
// other failure reads in the user's language (issue 34: liquiditySendFailure).
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Token } from '@uniswap/sdk-core'
import { useCallback } from 'react'
import { ChainNativeCurrency } from '../../../../chain/sdkNativeCurrency'
import {
  buildAddCall,
  liquiditySendFailure,
  logInternalGuard,
  type PermitArgs,
  V3_POOL_READ,
  V3_POSITION_RANGE_READ,
} from '../../../liquidity'
import { currencyId, isNative } from '../../../tokens'
import { useSendTransaction, useTransactionDialog } from '../../../transactions'
import { V3_FEE_TIERS_READ } from '../../pool'
import type { AddFlow } from './useAddFlow'

const permitOf = (a: AddFlow['approvalA']): PermitArgs | undefined => a.signatureData ?? undefined

export function useAddTransaction(flow: AddFlow, tokenId?: bigint) {
  const { chain, account, derived, currencyA, currencyB, tokenA, tokenB, fee } = flow
  const { _ } = useLingui()
  const send = useSendTransaction(chain)
  const queryClient = useQueryClient()
  const { dialog, run, close } = useTransactionDialog(chain)

  const add = useCallback(async () => {
    const manager = chain.contracts?.positionManager
    const { pool, range, position, amounts } = derived
    // spec 02 §8 internal guards: logged, never reached through the enabled button.
    if (!manager || !account || !pool || !range || !fee)
      return logInternalGuard('missing dependencies')
    if (!currencyA || !currencyB || !tokenA || !tokenB) return logInternalGuard('missing tokens')
    if (!position) return logInternalGuard('missing currency amounts')
    const aIs0 = tokenA.sortsBefore(tokenB)
    const a = amounts.a ?? 0n
    const b = amounts.b ?? 0n
    const nativeSide = isNative(currencyA) ? tokenA : isNative(currencyB) ? tokenB : undefined
    const native =
      nativeSide &&
      new ChainNativeCurrency(
        new Token(chain.id, nativeSide.address, nativeSide.decimals, nativeSide.symbol),
        chain.nativeCurrency.symbol,
        chain.nativeCurrency.name,
      )
    const [permitA, permitB] = [permitOf(flow.approvalA), permitOf(flow.approvalB)]
    const createPool = derived.noLiquidity
    const sent = await run(
      'Could not add liquidity',
      () =>
        send({
          account,
          call: ({ deadline }) => ({
            to: manager,
            ...buildAddCall({
              pool,
              range,
              amount0: aIs0 ? a : b,
              amount1: aIs0 ? b : a,
              slippageBps: flow.slippageBps,
              deadline,
              native,
              mint: tokenId === undefined ? { recipient: account, createPool } : undefined,
              tokenId,
              permit0: aIs0 ? permitA : permitB,
              permit1: aIs0 ? permitB : permitA,
            }),
          }),
          // Issue 18: a batching wallet gets [approvals…, add] as one atomic batch.
          approvals: flow.batchApprovals,
          info: {
            type: 'addLiquidityV3',
            createPool,
            baseCurrencyId: currencyId(currencyA),
            quoteCurrencyId: currencyId(currencyB),
            feeAmount: fee,
            expectedAmountBaseRaw: (aIs0 ? position.amount0 : position.amount1).toString(),
            expectedAmountQuoteRaw: (aIs0 ? position.amount1 : position.amount0).toString(),
            ...(tokenId !== undefined && { tokenId: tokenId.toString() }),
          },
        }),
      { failure: (error) => _(liquiditySendFailure(error)) },
    )
    if (!sent) return
    // The pool, its tiers and the position change once mined; they also refresh at the next poll.
    for (const read of [V3_POOL_READ, V3_FEE_TIERS_READ, V3_POSITION_RANGE_READ])
      void queryClient.invalidateQueries({ queryKey: ['chain', 'multicall', chain.id, read] })
  }, [
    _,
    chain,
    account,
    derived,
    currencyA,
    currencyB,
    tokenA,
    tokenB,
    fee,
    flow.approvalA,
    flow.approvalB,
    flow.batchApprovals,
    flow.slippageBps,
    send,
    run,
    tokenId,
    queryClient,
  ])

  return { dialog, add, closeDialog: close }
}
