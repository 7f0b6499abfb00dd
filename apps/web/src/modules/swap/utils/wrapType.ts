// spec 01 §4 "Wrap types": native ⇄ wrapped is a wrap, not a trade. Pure, so the form knows
// it is wrapping before the send part (hooks/useWrapCallback) loads.
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../../quote'
import { isNative } from '../../tokens'

export type WrapType = 'NOT_APPLICABLE' | 'WRAP' | 'UNWRAP'

/** WRAP for native → wrapped, UNWRAP for wrapped → native, else not applicable. */
export function wrapTypeOf(
  chain: ChainInfo,
  input: SwapCurrency | undefined,
  output: SwapCurrency | undefined,
): WrapType {
  const wrapped = chain.wrappedNative?.address.toLowerCase()
  if (!input || !output || !wrapped) return 'NOT_APPLICABLE'
  const isWrapped = (c: SwapCurrency) => c.address.toLowerCase() === wrapped
  if (isNative(input) && isWrapped(output)) return 'WRAP'
  if (isWrapped(input) && isNative(output)) return 'UNWRAP'
  return 'NOT_APPLICABLE'
}
