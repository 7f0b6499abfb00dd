// v3 swap simulation speed: this engine's simulateV3Swap against @uniswap/v3-sdk
// Pool.getOutputAmount / getInputAmount on the same random pools and amounts, after checking
// that every result is identical. Run: npm run bench:routing-simulate -w bench -- [cases]
import { simulateV3Swap, type V3SwapState } from '@tidepool/routing'
import { createRng, randomV3Pool } from '@tidepool/routing/testing'
import { sdkPool, sdkQuote } from './routing-sdk.ts'

interface Case {
  pool: V3SwapState
  zeroForOne: boolean
  amount: bigint
}

function makeCases(count: number, seed: number): Case[] {
  const rng = createRng(seed)
  const cases: Case[] = []
  while (cases.length < count) {
    const pool = randomV3Pool(rng, { positions: rng.int(5, 40) })
    const zeroForOne = rng.next() < 0.5
    // Typical swaps: moving the price by 0.001 % to 5 % at the current liquidity (so a few ticks
    // to a few hundred are crossed), as L·Δ√P of token1 or L·Δ(1/√P) of token0.
    const move = 10 ** (-5 + rng.next() * 3.7)
    const sqrtP = Number(pool.sqrtPriceX96) / 2 ** 96
    const liquidity = Number(pool.liquidity)
    const amountIn = BigInt(Math.floor(liquidity * move * (zeroForOne ? 1 / sqrtP : sqrtP))) + 1n
    const exactIn = rng.next() < 0.5
    if (exactIn) {
      cases.push({ pool, zeroForOne, amount: amountIn })
    } else {
      const r = simulateV3Swap(pool, zeroForOne, amountIn)
      const out = zeroForOne ? -r.amount1 : -r.amount0
      if (out > 0n) cases.push({ pool, zeroForOne, amount: -out })
    }
  }
  return cases
}

function ours(c: Case): bigint {
  const r = simulateV3Swap(c.pool, c.zeroForOne, c.amount)
  if (c.amount > 0n) return c.zeroForOne ? -r.amount1 : -r.amount0
  return c.zeroForOne ? r.amount0 : r.amount1
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 2000)
  const cases = makeCases(count, 1)
  // The SDK's pool objects are built once, outside the timing, like ours.
  const pools = cases.map((c) => sdkPool(c.pool))
  // Warm-up on other cases (JIT), then alternating timed passes; the machine is shared, so the
  // fastest pass of each side is reported (the least disturbed one).
  for (const c of makeCases(200, 2)) ours(c)
  for (const c of makeCases(50, 3)) await sdkQuote(sdkPool(c.pool), c.zeroForOne, c.amount)
  let oursColdMs = 0
  let oursMs = Number.POSITIVE_INFINITY
  let sdkMs = Number.POSITIVE_INFINITY
  let results: bigint[] = []
  const expected: bigint[] = []
  for (let pass = 0; pass < 3; pass++) {
    let t = performance.now()
    results = cases.map(ours)
    const dt = performance.now() - t
    // The first pass meets these pools' ticks for the first time (getSqrtRatioAtTick memo).
    if (pass === 0) oursColdMs = dt
    oursMs = Math.min(oursMs, dt)
    t = performance.now()
    expected.length = 0
    for (const [i, c] of cases.entries())
      expected.push(await sdkQuote(pools[i] as (typeof pools)[number], c.zeroForOne, c.amount))
    sdkMs = Math.min(sdkMs, performance.now() - t)
  }
  let crossed = 0
  for (const [i, c] of cases.entries()) {
    if (results[i] !== expected[i])
      throw new Error(`mismatch on case ${i}: ${results[i]} vs ${expected[i]}`)
    crossed += simulateV3Swap(c.pool, c.zeroForOne, c.amount).initializedTicksCrossed
  }
  console.log(
    JSON.stringify(
      {
        cases: count,
        identical: true,
        meanInitializedTicksCrossed: +(crossed / count).toFixed(2),
        oursMicrosPerSwapFirstPass: +((oursColdMs / count) * 1000).toFixed(1),
        oursMicrosPerSwap: +((oursMs / count) * 1000).toFixed(1),
        sdkMicrosPerSwap: +((sdkMs / count) * 1000).toFixed(1),
        speedup: +(sdkMs / oursMs).toFixed(1),
        speedupFirstPass: +(sdkMs / oursColdMs).toFixed(1),
      },
      null,
      2,
    ),
  )
}

await main()
