// v4 quotes (issue 31): the engine with v4 pools in the graph, on the devnet L1. For each trade:
//   - cold: a fresh pool-state cache (head, gas price, fee tiers, discovery of v2/v3 pools and
//     of v4 PoolIds through StateView plus the PoolManager's Initialize index, every pool's head
//     and ticks), then the search, and for the hooked pair the V4Quoter round trip;
//   - new block: one more block (empty: no pool logged) on a warm cache, then the same quote;
//   - warm: the search alone on the cached snapshot (target ≤ 10 ms, as for v2/v3).
// Every answer is checked against the previous run's (the same block gives the same quote).
// Run: npm run bench:v4-quote -w bench [-- --runs 15] [-- --replica]   (ports 38765–38767 +
//   TIDEPOOL_BENCH_PORT_OFFSET, state in .devnet/bench-v4; --replica: the mainnet replica, v4 at
//   its canonical addresses, ports 39565–39566, state in .devnet/bench-v4-replica)
import { loadavg } from 'node:os'
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import { chainOf, publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import { rpc } from '@tidepool/devnet/testing/rpc'
import {
  type ChainReader,
  createPoolStateCache,
  type PoolState,
  type PoolStateCache,
  quoteHookedPools,
  quoteWithGas,
  type TradeType,
  untilTicksSuffice,
  v4Support,
} from '@tidepool/routing'
import { createChainReader } from '@tidepool/routing/viem'
import { type Address, parseUnits } from 'viem'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const RUNS = option('--runs', 15)
const OFFSET = Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0
const REPLICA = args.includes('--replica')
const devnet = await startDevnet(
  REPLICA
    ? {
        replica: 'mainnet',
        l1Port: 39565 + OFFSET,
        httpPort: 39566 + OFFSET,
        stateDir: path.resolve(import.meta.dirname, '../../.devnet/bench-v4-replica'),
      }
    : {
        l1Port: 38765 + OFFSET,
        l2Port: 38766 + OFFSET,
        httpPort: 38767 + OFFSET,
        stateDir: path.resolve(import.meta.dirname, '../../.devnet/bench-v4'),
      },
)

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}
const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0))

try {
  const found = REPLICA
    ? devnet.manifest.chains.find((c) => c.chainId === 1)
    : chainOf(devnet.manifest, 1)
  if (!found) throw new Error('no chain 1 on the replica')
  const chain = found
  const { contracts } = chain
  if (!chain.v4) throw new Error('the devnet L1 has no v4')
  const v4 = chain.v4
  const weth = tokenOf(chain, 'WETH').address
  const usdc = tokenOf(chain, 'USDC').address
  const lum = chain.v4Seed?.tokens.find((t) => t.symbol === 'LUM')?.address
  if (!lum) throw new Error('no LUM')
  const trades: {
    label: string
    tokenIn: Address
    tokenOut: Address
    type: TradeType
    amount: bigint
  }[] = [
    {
      label: '1 WETH → USDC (v4 beats v3)',
      tokenIn: weth,
      tokenOut: usdc,
      type: 'exactIn',
      amount: parseUnits('1', 18),
    },
    {
      label: '0.5 ETH → LUM (v4 only)',
      tokenIn: weth,
      tokenOut: lum,
      type: 'exactIn',
      amount: parseUnits('0.5', 18),
    },
    {
      label: '1,000 USDC → LUM (v3 → v4)',
      tokenIn: usdc,
      tokenOut: lum,
      type: 'exactIn',
      amount: parseUnits('1000', 6),
    },
    {
      label: '1 LUM → USDC (+ hooked, V4Quoter)',
      tokenIn: lum,
      tokenOut: usdc,
      type: 'exactIn',
      amount: parseUnits('1', 18),
    },
  ]

  function newCache(counter: { rpc: number }): PoolStateCache {
    const base = createChainReader(publicClient(chain), contracts.multicall3)
    const counted =
      <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
      (...a: A): Promise<R> => {
        counter.rpc++
        return f(...a)
      }
    const reader: ChainReader = {
      latestHead: counted(base.latestHead),
      blockHash: counted(base.blockHash),
      gasPrice: counted(base.gasPrice),
      touched: counted(base.touched),
      multicall: counted(base.multicall),
      logs: counted((q: Parameters<NonNullable<ChainReader['logs']>>[0]) =>
        (base.logs as NonNullable<ChainReader['logs']>)(q),
      ),
    }
    return createPoolStateCache({
      reader,
      config: {
        chainId: chain.chainId,
        v2Factory: contracts.v2Factory,
        v3Factory: contracts.v3Factory,
        tickLens: contracts.tickLens,
        bases: chain.tokens
          .filter((t) => ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC'].includes(t.symbol))
          .map((t) => t.address),
        v4: v4Support({
          poolManager: v4.poolManager,
          stateView: v4.stateView,
          wrappedNative: weth,
          fromBlock: BigInt(chain.v4DeployBlock ?? 0),
        }),
      },
      // The devnet's node limits no log range.
      logs: { maxRange: 1_000_000 },
    })
  }

  /** The engine's search on a state, then the hooked pools by V4Quoter: the quote's text. */
  async function quote(cache: PoolStateCache, state: PoolState, t: (typeof trades)[number]) {
    const found = await untilTicksSuffice(cache, state, (s) =>
      quoteWithGas({
        snapshot: s.snapshot,
        tokenIn: t.tokenIn,
        tokenOut: t.tokenOut,
        tradeType: t.type,
        amount: t.amount,
        gas: { gasPriceWei: s.gasPriceWei, wrappedNative: weth, usdToken: usdc },
        // As the service on a chain with a Universal Router (issue 31): its gas model weighs.
        router: 'universalRouter',
      }),
    )
    const hooked = await quoteHookedPools({
      multicall: (calls) => devnetMulticall(calls, found.state),
      quoter: v4.quoter,
      snapshot: found.state.snapshot,
      tokenIn: t.tokenIn.toLowerCase() as Address,
      tokenOut: t.tokenOut.toLowerCase() as Address,
      tradeType: t.type,
      amount: t.amount,
      router: 'universalRouter',
    })
    const { trade } = found.result
    const route = trade.routes.map((r) => r.route.pools.map((p) => p.protocol).join('>')).join(' ')
    return `${trade.quote} via ${route}; hooked ${hooked.map((h) => h.quote).join(',') || 'none'}`
  }
  const plainReader = createChainReader(publicClient(chain), contracts.multicall3)
  const devnetMulticall = (calls: Parameters<ChainReader['multicall']>[0], s: PoolState) =>
    plainReader.multicall(calls, s.head)

  // One throwaway run: JIT and the node's first calls are not what a cold cache costs.
  {
    const cache = newCache({ rpc: 0 })
    const t = trades[0] as (typeof trades)[number]
    await quote(cache, await cache.snapshot([t.tokenIn, t.tokenOut]), t)
  }
  const where = REPLICA ? 'the mainnet replica' : 'the devnet L1'
  console.log(`v4 quotes on ${where}, ${RUNS} runs each; load ${loadavg()[0]?.toFixed(1)}`)
  console.log(
    '| trade | cold median (min–max) | RPC calls cold | new block median | warm search median (p90) | answer |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const t of trades) {
    const cold: number[] = []
    const fresh: number[] = []
    const warm: number[] = []
    const answers = new Set<string>()
    let calls = 0
    for (let i = 0; i < RUNS; i++) {
      const counter = { rpc: 0 }
      const cache = newCache(counter)
      const t0 = performance.now()
      const state = await cache.snapshot([t.tokenIn, t.tokenOut])
      answers.add(await quote(cache, state, t))
      cold.push(performance.now() - t0)
      calls = counter.rpc
      // A new, empty block: the cache reads the head and the logs since, and reuses its pools.
      await rpc(chain.rpcUrl, 'evm_mine')
      const t1 = performance.now()
      const next = await cache.snapshot([t.tokenIn, t.tokenOut])
      await quote(cache, next, t)
      fresh.push(performance.now() - t1)
      for (let k = 0; k < 5; k++) {
        const t2 = performance.now()
        quoteWithGas({
          snapshot: next.snapshot,
          tokenIn: t.tokenIn,
          tokenOut: t.tokenOut,
          tradeType: t.type,
          amount: t.amount,
          gas: { gasPriceWei: next.gasPriceWei, wrappedNative: weth, usdToken: usdc },
          router: 'universalRouter',
        })
        warm.push(performance.now() - t2)
      }
    }
    const sortedCold = [...cold].sort((a, b) => a - b)
    const p90 = [...warm].sort((a, b) => a - b)[Math.floor(warm.length * 0.9)] ?? Number.NaN
    console.log(
      `| ${t.label} | ${fmt(median(cold))} ms (${fmt(sortedCold[0] ?? 0)}–${fmt(sortedCold.at(-1) ?? 0)}) | ${calls} | ${fmt(median(fresh))} ms | ${fmt(median(warm))} ms (${fmt(p90)}) | ${answers.size === 1 ? [...answers][0] : `${answers.size} different answers!`} |`,
    )
  }
} finally {
  await devnet.stop()
}
