// Offline sweep of the "never worse than the 5 % grid" property over many random graphs (the
// unit test runs a small fixed sample). Prints every loss and a summary per graph family.
// Run: node packages/routing/bench/sweep.ts [seed] [graphs per family]
import type { GasPricing } from '../src/gas.ts'
import { enumerateRoutes } from '../src/graph/routes.ts'
import { findBestSplitOnGrid } from '../src/optimizer/grid.ts'
import { findBestSplit } from '../src/optimizer/split.ts'
import type { Trade } from '../src/optimizer/trade.ts'
import type { TradeType } from '../src/optimizer/waterfill.ts'
import { randomGraph, tokenAddress } from '../src/testing/graphs.ts'
import { createRng, type Rng } from '../src/testing/prng.ts'

interface Family {
  name: string
  tokens: readonly [number, number]
  pools: readonly [number, number]
  amountExp: readonly [number, number]
}

const FAMILIES: readonly Family[] = [
  { name: 'sparse', tokens: [3, 7], pools: [4, 24], amountExp: [15, 20] },
  { name: 'dense', tokens: [5, 10], pools: [20, 60], amountExp: [16, 21] },
]

function attempt(f: () => Trade): Trade | undefined {
  try {
    return f()
  } catch {
    return undefined
  }
}

function sweep(rng: Rng, family: Family, graphs: number): void {
  let compared = 0
  let worse = 0
  let better = 0
  let engineMs = 0
  for (let g = 0; g < graphs; g++) {
    const tokens = rng.int(family.tokens[0], family.tokens[1])
    const pools = randomGraph(rng, {
      tokens,
      pools: rng.int(family.pools[0], family.pools[1]),
      v2Share: rng.next(),
    })
    const tradeType: TradeType = g % 2 === 0 ? 'exactIn' : 'exactOut'
    const routes = enumerateRoutes(pools, tokenAddress(0), tokenAddress(1), {
      mixed: tradeType === 'exactIn',
    })
    const amount =
      10n ** BigInt(rng.int(family.amountExp[0], family.amountExp[1])) * BigInt(rng.int(1, 9))
    const gas: GasPricing | undefined =
      g % 3 === 0
        ? undefined
        : {
            gasPriceWei: BigInt(rng.int(1, 300)) * 10n ** 9n,
            quoteTokenPerWei: { numerator: BigInt(rng.int(1, 100)), denominator: 10n },
          }
    const grid = attempt(() => findBestSplitOnGrid({ routes, tradeType, amount, gas }))
    const t = performance.now()
    const ours = attempt(() => findBestSplit({ routes, tradeType, amount, gas }))
    engineMs += performance.now() - t
    if (grid === undefined) continue
    compared++
    if (ours === undefined) {
      worse++
      console.log(`${family.name} graph ${g}: the engine found nothing, the grid did`)
      continue
    }
    const sign = tradeType === 'exactIn' ? 1n : -1n
    const diff = sign * (ours.quoteGasAdjusted - grid.quoteGasAdjusted)
    if (diff < 0n) {
      worse++
      const bps = (Number(diff) / Math.abs(Number(grid.quoteGasAdjusted))) * 1e4
      console.log(
        `${family.name} graph ${g} (${tradeType}, ${routes.length} routes): ${bps.toFixed(4)} bp below the grid`,
      )
    }
    if (diff > 0n) better++
  }
  console.log(
    JSON.stringify({
      family: family.name,
      graphs,
      compared,
      worse,
      better,
      engineMsMean: +(engineMs / graphs).toFixed(1),
    }),
  )
}

const seed = Number(process.argv[2] ?? 1)
const graphs = Number(process.argv[3] ?? 100)
for (const family of FAMILIES) sweep(createRng(seed), family, graphs)
