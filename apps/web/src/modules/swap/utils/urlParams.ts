// spec 01 §2 "URL query parameters (global)": the swap form reads inputCurrency, outputCurrency,
// exactAmount, exactField (input or output) and recipient. A currency is an address or 'ETH'
// (the native currency whatever the chain), or a native coin's symbol; anything else is ignored
// rather than guessed.
import { isAddress } from 'viem'
import type { Field } from '../../quote'
import { NATIVE_ADDRESS } from '../../tokens'
import { isRecipientLike } from './recipient'

export interface SwapUrlState {
  inputCurrencyId: string | null
  outputCurrencyId: string | null
  typedValue: string
  independentField: Field
  recipient: string | null
}

function currencyId(value: string | null): string | null {
  if (!value) return null
  if (isAddress(value, { strict: false })) return value
  if (value.toUpperCase() === NATIVE_ADDRESS) return NATIVE_ADDRESS
  // Issue 33: a native coin's symbol (BNB, POL, MATIC…), which the chain resolves
  // (tokens nativeById): its own coin, or Polygon's named on another chain, which is said.
  if (/^[A-Za-z]{2,8}$/.test(value)) return value.toUpperCase()
  return null
}

function amount(value: string | null): string {
  return value !== null && /^\d*\.?\d+$|^\d+\.?$/.test(value) ? value : ''
}

export function parseSwapUrl(params: URLSearchParams): SwapUrlState {
  let inputCurrencyId = currencyId(params.get('inputCurrency'))
  const outputCurrencyId = currencyId(params.get('outputCurrency'))
  // The same currency on both sides: the output wins (the reference's rule), the input clears.
  if (
    inputCurrencyId !== null &&
    outputCurrencyId !== null &&
    inputCurrencyId.toLowerCase() === outputCurrencyId.toLowerCase()
  )
    inputCurrencyId = null
  const recipient = params.get('recipient')?.replace(/\s/g, '') ?? null
  return {
    inputCurrencyId,
    outputCurrencyId,
    typedValue: amount(params.get('exactAmount')),
    independentField: params.get('exactField')?.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT',
    recipient: recipient && isRecipientLike(recipient) ? recipient : null,
  }
}
