// The position manager calls of collect and remove (spec 02 §7 "Position manager collect (tokenId,
// expected owed amounts, recipient)"; "v3 removal: remove call with tokenId, liquidity percentage,
// slippage, deadline and collect options with expected owed amounts and recipient"), built by
// v3-sdk's NonfungiblePositionManager. A native side is collected to the manager, unwrapped and
// sent on (unwrapWETH9 + sweepToken), which is why the expected amounts are part of the calldata.
import { type Currency, CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import { NonfungiblePositionManager } from '@uniswap/v3-sdk'
import type { Address, Hex } from 'viem'
import { ChainNativeCurrency } from '../../../../chain/sdkNativeCurrency'
import { REMOVE_SLIPPAGE } from '../../../liquidity'
import type { PositionTokenAmounts } from '../actions/readPosition'
import type { PositionSide } from './native'
import type { SdkPosition } from './sdk'

export interface CallData {
  data: Hex
  value: bigint
}

interface PayoutParameters {
  sdk: SdkPosition
  /** The side that is the wrapped native token, or null. */
  nativeSide: PositionSide | null
  /** 'Collect as WETH': keep the wrapped token instead of unwrapping it. */
  receiveWETH: boolean
  nativeSymbol: string
  nativeName: string
}

/** The currencies the owner receives: the wrapped native side becomes the native coin unless WETH is asked for. */
function payoutCurrencies(p: PayoutParameters): [Currency, Currency] {
  const native = (t: Token) => new ChainNativeCurrency(t, p.nativeSymbol, p.nativeName)
  const unwrap = !p.receiveWETH
  return [
    unwrap && p.nativeSide === 0 ? native(p.sdk.token0) : p.sdk.token0,
    unwrap && p.nativeSide === 1 ? native(p.sdk.token1) : p.sdk.token1,
  ]
}

const asCall = (p: { calldata: string; value: string }): CallData => ({
  data: p.calldata as Hex,
  value: BigInt(p.value),
})

export interface CollectCallParameters extends PayoutParameters {
  tokenId: bigint
  /** The static collect's answer (spec 02 §7 "expected owed amounts"). */
  owed: PositionTokenAmounts
  recipient: Address
}

export function collectCall(p: CollectCallParameters): CallData {
  const [c0, c1] = payoutCurrencies(p)
  return asCall(
    NonfungiblePositionManager.collectCallParameters({
      tokenId: p.tokenId.toString(),
      expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(c0, p.owed.amount0.toString()),
      expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(c1, p.owed.amount1.toString()),
      recipient: p.recipient,
    }),
  )
}

export interface RemoveCallParameters extends CollectCallParameters {
  /** 1–100. */
  percent: number
  deadline: bigint
}

/**
 * decreaseLiquidity + collect. burnToken false: the NFT stays with its owner, so a position emptied
 * to zero still shows, as Closed (spec 02 §2 'Closed' button, §4 badge, hide-closed).
 */
export function removeCall(p: RemoveCallParameters): CallData {
  const [c0, c1] = payoutCurrencies(p)
  return asCall(
    NonfungiblePositionManager.removeCallParameters(p.sdk.position, {
      tokenId: p.tokenId.toString(),
      liquidityPercentage: new Percent(p.percent, 100),
      slippageTolerance: REMOVE_SLIPPAGE,
      deadline: p.deadline.toString(),
      burnToken: false,
      collectOptions: {
        expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(c0, p.owed.amount0.toString()),
        expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(c1, p.owed.amount1.toString()),
        recipient: p.recipient,
      },
    }),
  )
}
