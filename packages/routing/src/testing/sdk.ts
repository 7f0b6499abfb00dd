// Adapters to the reference SDKs (@uniswap/v3-sdk, v2-sdk). Used by tests only: they are what
// the engine's exact math is checked against. Exported as @tidepool/routing/testing/sdk (apart
// from ./testing, so tests that only need a snapshot do not load the SDKs): the quote service's
// fake chain answers Router02 calls with them, an oracle independent of the engine.
import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { Pool, TickListDataProvider } from '@uniswap/v3-sdk'
import jsbiModule from 'jsbi'
import type { V3SwapState } from '../v3/simulate.ts'

// jsbi is CommonJS with an ES-style default in its types, so under nodenext the default import
// is typed as the module; at run time it is the class itself (or, in some loaders, .default).
type JsbiClass = (typeof jsbiModule)['default']
const JSBI: JsbiClass =
  (jsbiModule as unknown as { default?: JsbiClass }).default ?? (jsbiModule as unknown as JsbiClass)

export function toJsbi(x: bigint): ReturnType<JsbiClass['BigInt']> {
  return JSBI.BigInt(x.toString())
}

const CHAIN = 31337
// token0 must sort before token1, as in the pool.
const T0 = new Token(CHAIN, '0x000000000000000000000000000000000000000A', 18, 'T0')
const T1 = new Token(CHAIN, '0x000000000000000000000000000000000000000B', 18, 'T1')

export function sdkPool(state: V3SwapState): Pool {
  const ticks = state.ticks.map((t) => ({
    index: t.index,
    liquidityNet: t.liquidityNet.toString(),
    liquidityGross: (t.liquidityNet < 0n ? -t.liquidityNet : t.liquidityNet).toString(),
  }))
  return new Pool(
    T0,
    T1,
    state.fee,
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
    new TickListDataProvider(ticks, state.tickSpacing),
  )
}

export interface SdkV3Quote {
  /** Output for an exact input, input for an exact output. */
  amount: bigint
  sqrtPriceX96After: bigint
  tickAfter: number
  liquidityAfter: bigint
}

/** The SDK's answer for an exact input (`amount` > 0) or an exact output (`amount` < 0). */
export async function sdkV3Swap(
  state: V3SwapState,
  zeroForOne: boolean,
  amount: bigint,
): Promise<SdkV3Quote> {
  const pool = sdkPool(state)
  const [result, after] =
    amount > 0n
      ? await pool.getOutputAmount(
          CurrencyAmount.fromRawAmount(zeroForOne ? T0 : T1, amount.toString()),
        )
      : await pool.getInputAmount(
          CurrencyAmount.fromRawAmount(zeroForOne ? T1 : T0, (-amount).toString()),
        )
  return {
    amount: BigInt(result.quotient.toString()),
    sqrtPriceX96After: BigInt(after.sqrtRatioX96.toString()),
    tickAfter: after.tickCurrent,
    liquidityAfter: BigInt(after.liquidity.toString()),
  }
}

export async function sdkV3Quote(
  state: V3SwapState,
  zeroForOne: boolean,
  amount: bigint,
): Promise<bigint> {
  return (await sdkV3Swap(state, zeroForOne, amount)).amount
}

export function sdkV2Out(reserveIn: bigint, reserveOut: bigint, amountIn: bigint): bigint {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(T0, reserveIn.toString()),
    CurrencyAmount.fromRawAmount(T1, reserveOut.toString()),
  )
  const [out] = pair.getOutputAmount(CurrencyAmount.fromRawAmount(T0, amountIn.toString()))
  return BigInt(out.quotient.toString())
}

export function sdkV2In(reserveIn: bigint, reserveOut: bigint, amountOut: bigint): bigint {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(T0, reserveIn.toString()),
    CurrencyAmount.fromRawAmount(T1, reserveOut.toString()),
  )
  const [inp] = pair.getInputAmount(CurrencyAmount.fromRawAmount(T1, amountOut.toString()))
  return BigInt(inp.quotient.toString())
}
