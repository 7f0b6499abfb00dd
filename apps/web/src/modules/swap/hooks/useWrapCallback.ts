// spec 01 §4 "Wrap types" and §5 Wrap: native ⇄ wrapped goes through WETH9 directly, not the
// router. 'Enter {symbol} amount' when empty, 'Insufficient {symbol} balance' when the balance is
// below the amount, with the symbol of the currency being spent.
import type { MessageDescriptor } from '@lingui/core'
import { useMemo } from 'react'
import type { Hash } from 'viem'
import { erc20Abi } from '../../../chain/abis/erc20'
import type { ChainInfo } from '../../../chain/chains'
import { useReadContract } from '../../../chain/reads'
import type { SwapCurrency } from '../../quote'
import { useSendTransaction, WALLET_GAS } from '../../transactions'
import { useNativeBalance, useWallet } from '../../wallet'
import { WRAP_STRINGS } from '../actions/strings'
import { parseAmount } from '../utils/amountInput'
import { type WrapType, wrapTypeOf } from '../utils/wrapType'

export interface UseWrapCallbackReturnType {
  wrapType: WrapType
  /** Sends the wrap; undefined while the amount or balance does not allow it. */
  execute?: () => Promise<Hash>
  /** Why the wrap cannot go (translated where drawn). */
  inputError?: MessageDescriptor
}

/** spec 01 §5 Wrap: the message for the amount and balance; undefined when it can be sent. */
export function wrapInputError(params: {
  symbol: string
  amount: bigint | undefined
  balance: bigint | undefined
}): MessageDescriptor | undefined {
  const { symbol, amount, balance } = params
  if (amount === undefined) return { ...WRAP_STRINGS.enterAmount, values: { symbol } }
  if (balance === undefined || balance < amount)
    return { ...WRAP_STRINGS.insufficientBalance, values: { symbol } }
  return undefined
}

export function useWrapCallback(
  chain: ChainInfo,
  inputCurrency: SwapCurrency | undefined,
  outputCurrency: SwapCurrency | undefined,
  typedValue: string,
): UseWrapCallbackReturnType {
  const wallet = useWallet()
  const send = useSendTransaction(chain)
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const wrapType = wrapTypeOf(chain, inputCurrency, outputCurrency)
  const weth = chain.wrappedNative
  const nativeBalance = useNativeBalance(
    wrapType === 'WRAP' ? account : undefined,
    wrapType === 'WRAP' ? chain : undefined,
  )
  const { data: wrappedBalance } = useReadContract({
    chainId: chain.id,
    address: weth?.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: account ? [account] : undefined,
    query: {
      enabled: wrapType === 'UNWRAP' && account !== undefined && weth !== undefined,
      refetchInterval: chain.pollingIntervalMs,
    },
  })

  return useMemo((): UseWrapCallbackReturnType => {
    if (wrapType === 'NOT_APPLICABLE' || !weth || !inputCurrency) return { wrapType }
    const unwrap = wrapType === 'UNWRAP'
    const amount = parseAmount(typedValue, inputCurrency.decimals)
    const balance = unwrap ? wrappedBalance : nativeBalance
    const error = wrapInputError({ symbol: inputCurrency.symbol, amount, balance })
    const inputError = error
    if (inputError !== undefined || amount === undefined || !account)
      return { wrapType, inputError }
    const execute = async (): Promise<Hash> => {
      const { wrapCall } = await import('../actions/sendWrap')
      const sent = await send({
        account,
        call: wrapCall({ weth: weth.address, amount, unwrap }),
        // spec 01 §7.7: the wallet estimates a wrap's gas.
        gas: WALLET_GAS,
        info: {
          type: 'wrap',
          unwrapped: unwrap,
          currencyAmountRaw: amount.toString(),
          chainId: chain.id,
        },
        onRejection: 'throw',
      }).catch((error: unknown) => {
        // spec 01 §8: wrap/unwrap failures are only logged.
        console.error('Could not wrap', error)
        throw error
      })
      if (!sent) throw new Error('Could not wrap')
      return sent.hash
    }
    return { wrapType, execute }
  }, [
    wrapType,
    weth,
    inputCurrency,
    typedValue,
    wrappedBalance,
    nativeBalance,
    account,
    chain,
    send,
  ])
}
