// The reference SDKs for benches under plain Node: their ESM builds use extensionless imports
// that only bundlers resolve, so the CommonJS builds are loaded instead.
import { createRequire } from 'node:module'
import type { V3SwapState } from '@tidepool/routing'

const require = createRequire(import.meta.url)
const core = require('@uniswap/sdk-core') as typeof import('@uniswap/sdk-core')
const v3 = require('@uniswap/v3-sdk') as typeof import('@uniswap/v3-sdk')

const T0 = new core.Token(31337, '0x000000000000000000000000000000000000000A', 18, 'T0')
const T1 = new core.Token(31337, '0x000000000000000000000000000000000000000B', 18, 'T1')

export function sdkPool(state: V3SwapState): InstanceType<typeof v3.Pool> {
  const ticks = state.ticks.map((t) => ({
    index: t.index,
    liquidityNet: t.liquidityNet.toString(),
    liquidityGross: (t.liquidityNet < 0n ? -t.liquidityNet : t.liquidityNet).toString(),
  }))
  return new v3.Pool(
    T0,
    T1,
    state.fee,
    state.sqrtPriceX96.toString(),
    state.liquidity.toString(),
    state.tick,
    new v3.TickListDataProvider(ticks, state.tickSpacing),
  )
}

/** Output for an exact input (amount > 0) or input for an exact output (amount < 0). */
export async function sdkQuote(
  pool: InstanceType<typeof v3.Pool>,
  zeroForOne: boolean,
  amount: bigint,
): Promise<bigint> {
  if (amount > 0n) {
    const [out] = await pool.getOutputAmount(
      core.CurrencyAmount.fromRawAmount(zeroForOne ? T0 : T1, amount.toString()),
    )
    return BigInt(out.quotient.toString())
  }
  const [inp] = await pool.getInputAmount(
    core.CurrencyAmount.fromRawAmount(zeroForOne ? T1 : T0, (-amount).toString()),
  )
  return BigInt(inp.quotient.toString())
}
