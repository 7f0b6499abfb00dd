// Cold engine quotes (issue 17; target ≤ 150 ms): a fresh pool-state cache (nothing read yet)
// asked for one quote on the devnet L1, as the quote service's first request for a token pair
// or a new block's first quote would be — head, gas price, the factory's fee tiers, discovery,
// the pools' heads and ticks near their price, the search, and as many rounds of further tick
// reads and searches as the trade needs (untilTicksSuffice). The L1 seed has three 0.01 %
// (tick spacing 1, 6,932 bitmap words) pools: WETH/USDC, USDC/USDT and DAI/USDC. Each trade is
// also quoted once on a cache that reads every bitmap word (the pre-issue-17 behaviour): the
// answers must be identical, and its time is the "full read" column.
// Run: npm run bench:cold-quote -w bench [-- --runs 15]   (ports 38745–38747 +
//   TIDEPOOL_BENCH_PORT_OFFSET, state in .devnet/bench-cold)
import { loadavg } from 'node:os'
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import { chainOf, publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import {
  type ChainReader,
  createPoolStateCache,
  type QuoteWithGasResult,
  quoteWithGas,
  type TradeType,
  untilTicksSuffice,
} from '@tidepool/routing'
import { createChainReader } from '@tidepool/routing/viem'
import { parseUnits } from 'viem'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const RUNS = option('--runs', 15)
const OFFSET = Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0
const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench-cold')
const devnet = await startDevnet({
  l1Port: 38745 + OFFSET,
  l2Port: 38746 + OFFSET,
  httpPort: 38747 + OFFSET,
  stateDir,
})

const TICK_BITMAP = '0x5339c296'
const TICK_LENS = '0x351fb478'

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

try {
  const chain = chainOf(devnet.manifest, 1)
  const { contracts } = chain
  const token = (symbol: string) => tokenOf(chain, symbol)
  const weth = token('WETH')
  const usdc = token('USDC')
  const dai = token('DAI')
  const usdt = token('USDT')
  const trades: {
    label: string
    tokenIn: string
    tokenOut: string
    type: TradeType
    amount: bigint
  }[] = [
    {
      label: '1 WETH → USDC',
      tokenIn: weth.address,
      tokenOut: usdc.address,
      type: 'exactIn',
      amount: parseUnits('1', 18),
    },
    {
      label: '10,000 USDC → USDT',
      tokenIn: usdc.address,
      tokenOut: usdt.address,
      type: 'exactIn',
      amount: parseUnits('10000', usdc.decimals),
    },
    {
      label: 'USDC → 5,000 DAI (exact out)',
      tokenIn: usdc.address,
      tokenOut: dai.address,
      type: 'exactOut',
      amount: parseUnits('5000', 18),
    },
    {
      label: '1,000 WETH → DAI',
      tokenIn: weth.address,
      tokenOut: dai.address,
      type: 'exactIn',
      amount: parseUnits('1000', 18),
    },
    {
      label: '50,000,000 USDC → DAI (drains)',
      tokenIn: usdc.address,
      tokenOut: dai.address,
      type: 'exactIn',
      amount: parseUnits('50000000', usdc.decimals),
    },
  ]

  /** One cold quote: a new client, reader and cache; words = bitmap + TickLens calls. */
  async function coldQuote(trade: (typeof trades)[number], tickRadius?: number) {
    const words = { n: 0, rpc: 0 }
    const base = createChainReader(publicClient(chain), contracts.multicall3)
    const counted =
      <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
      (...a: A): Promise<R> => {
        words.rpc++
        return f(...a)
      }
    const reader: ChainReader = {
      latestHead: counted(base.latestHead),
      blockHash: counted(base.blockHash),
      gasPrice: counted(base.gasPrice),
      touched: counted(base.touched),
      multicall(calls, block) {
        words.rpc++
        for (const c of calls)
          if (c.data.startsWith(TICK_BITMAP) || c.data.startsWith(TICK_LENS)) words.n++
        return base.multicall(calls, block)
      },
    }
    const cache = createPoolStateCache({
      reader,
      config: {
        chainId: chain.chainId,
        v2Factory: contracts.v2Factory,
        v3Factory: contracts.v3Factory,
        tickLens: contracts.tickLens,
        bases: chain.tokens
          .filter((t) => ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC'].includes(t.symbol))
          .map((t) => t.address),
        tickRadius,
      },
    })
    const t0 = performance.now()
    const state = await cache.snapshot([trade.tokenIn, trade.tokenOut])
    const split = { snapshot: performance.now() - t0, search: 0, extend: 0 }
    const timed = {
      async extend(...a: Parameters<typeof cache.extend>) {
        const t = performance.now()
        const next = await cache.extend(...a)
        split.extend += performance.now() - t
        return next
      },
    }
    let answer: QuoteWithGasResult | string
    let rounds = 0
    try {
      const found = await untilTicksSuffice(timed, state, (s) =>
        searchTimed(() =>
          quoteWithGas({
            snapshot: s.snapshot,
            tokenIn: trade.tokenIn,
            tokenOut: trade.tokenOut,
            tradeType: trade.type,
            amount: trade.amount,
            gas: {
              gasPriceWei: s.gasPriceWei,
              wrappedNative: weth.address,
              usdToken: usdc.address,
            },
          }),
        ),
      )
      answer = found.result
      rounds = found.rounds
    } catch (e) {
      answer = (e as Error).name
    }
    return { ms: performance.now() - t0, words: words.n, rpc: words.rpc, rounds, answer, split }
    function searchTimed<T>(f: () => T): T {
      const t = performance.now()
      try {
        return f()
      } finally {
        split.search += performance.now() - t
      }
    }
  }

  const summary = (a: QuoteWithGasResult | string): string =>
    typeof a === 'string'
      ? a
      : `${a.trade.quote} via ${a.trade.routes.map((r) => `${r.percent}%:${r.route.pools.map((p) => (p.protocol === 'v2' ? 'v2' : p.fee)).join('>')}`).join(' ')}`

  // One throwaway quote: JIT and the node's first eth_calls are not what a cold cache costs.
  await coldQuote(trades[0] as (typeof trades)[number])
  console.log(`cold engine quotes on the devnet L1, ${RUNS} runs each (a new cache every run)`)
  console.log(
    '| trade | median | min–max | bitmap words | RPC calls | further rounds | full read (1 run) | answer vs full read |',
  )
  for (const trade of trades) {
    const samples: number[] = []
    const answers = new Set<string>()
    let words = 0
    let rpc = 0
    let rounds = 0
    for (let i = 0; i < RUNS; i++) {
      const run = await coldQuote(trade)
      samples.push(run.ms)
      if (args.includes('--verbose'))
        console.log(
          `    ${run.ms.toFixed(0)} ms: snapshot ${run.split.snapshot.toFixed(0)}, search ${run.split.search.toFixed(0)}, further reads ${run.split.extend.toFixed(0)}`,
        )
      words = run.words
      rpc = run.rpc
      rounds = run.rounds
      answers.add(summary(run.answer))
    }
    // After the timed runs: a full read keeps the node busy for seconds.
    const full = await coldQuote(trade, Number.POSITIVE_INFINITY)
    const same = answers.size === 1 && answers.has(summary(full.answer))
    const sorted = [...samples].sort((a, b) => a - b)
    console.log(
      `| ${trade.label} | ${percentile(sorted, 50).toFixed(0)} ms | ${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)} ms | ${words} | ${rpc} | ${rounds} | ${full.ms.toFixed(0)} ms, ${full.words} words | ${same ? 'identical' : 'DIFFERENT'} |`,
    )
    console.log(`    ${summary(full.answer)}`)
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await devnet.stop()
}
