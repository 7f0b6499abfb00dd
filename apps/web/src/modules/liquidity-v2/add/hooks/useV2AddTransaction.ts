// Supply → the v2 router (spec 02 §7 addLiquidity / addLiquidityETH; §4 Add flow: "Confirm
// estimates gas, sends, records a pending transaction of type add liquidity (v3 or v2) and
// stores the hash"). The deadline is the user's setting (the transactions module's); the record
// is 'addLiquidityV2' with the amounts the dialog showed. A refusal in the wallet is silent (spec
// 02 §8). Once the receipt is in, the pair reads (V2_PAIRS_READ: the reserves, the account's LP,
// the lists) refresh at once. A failed send reads in the user's language (issue 34:
// liquiditySendFailure, spec 01 §8's style).
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Address } from 'viem'
import { liquiditySendFailure, logInternalGuard, V2_PAIRS_READ } from '../../../liquidity'
import { currencyId, isNative } from '../../../tokens'
import {
  useOnTransactionSettled,
  useSendTransaction,
  useTransactionDialog,
} from '../../../transactions'
import { buildV2AddCall } from '../utils/addCall'
import type { V2AddFlow } from './useV2AddFlow'

export function useV2AddTransaction(flow: V2AddFlow) {
  const { chain, v2, account, currencyA, currencyB, tokenA, tokenB, derived, slippageBps } = flow
  const { _ } = useLingui()
  const send = useSendTransaction(chain)
  const queryClient = useQueryClient()
  const { dialog, run, close } = useTransactionDialog(chain)
  const hash = dialog.status === 'submitted' ? dialog.hash : undefined

  // After the receipt: the pair and the lists read again (not at the next poll).
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', chain.id, V2_PAIRS_READ],
    })
  })

  const supply = useCallback(async () => {
    const { a, b } = derived.amounts
    const { deposit } = derived
    // spec 02 §8 internal guards: logged, never reached through the enabled button.
    if (!account) return logInternalGuard('missing dependencies')
    if (!currencyA || !currencyB || !tokenA || !tokenB) return logInternalGuard('missing tokens')
    if (a === undefined || b === undefined || !deposit)
      return logInternalGuard('missing currency amounts')
    const nativeSide = isNative(currencyA) ? 'a' : isNative(currencyB) ? 'b' : undefined
    await run(
      'Could not add v2 liquidity',
      () =>
        send({
          account,
          call: ({ deadline }) =>
            buildV2AddCall({
              router: v2.router,
              tokenA: tokenA.address as Address,
              tokenB: tokenB.address as Address,
              nativeSide,
              amountA: a,
              amountB: b,
              slippageBps,
              recipient: account,
              deadline,
            }),
          // Issue 18: a batching wallet gets [approvals…, supply] as one atomic batch.
          approvals: flow.batchApprovals,
          info: {
            type: 'addLiquidityV2',
            baseCurrencyId: currencyId(currencyA),
            quoteCurrencyId: currencyId(currencyB),
            expectedAmountBaseRaw: deposit.a.toString(),
            expectedAmountQuoteRaw: deposit.b.toString(),
          },
        }),
      { failure: (error) => _(liquiditySendFailure(error)) },
    )
  }, [
    _,
    v2,
    account,
    currencyA,
    currencyB,
    tokenA,
    tokenB,
    derived,
    slippageBps,
    flow.batchApprovals,
    send,
    run,
  ])

  return { dialog, supply, closeDialog: close }
}
