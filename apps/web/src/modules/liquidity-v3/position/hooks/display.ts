// What a side of the position is called on screen: the wrapped native side reads as the native
// coin unless 'Collect as WETH' is on (spec 02 §2), as it is what the owner receives.
import type { PositionView } from './usePosition'

export function sideSymbol(view: PositionView, side: 0 | 1, receiveWETH: boolean): string {
  if (view.nativeSide === side && !receiveWETH) return view.chain.nativeCurrency.symbol
  return side === 0 ? view.token0.symbol : view.token1.symbol
}
