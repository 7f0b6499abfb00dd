// Issue 17, cold quotes, on the devnet L1 (three 0.01 % pools, tick spacing 1: 6,933 bitmap
// words each): a fresh pool-state cache reads only the words near each v3 pool's price, and
// reads further only when a quote needs it — small quotes read a few dozen words and no further,
// huge ones (pools drained) read further, and every answer equals the one from a cache that read
// every word of every pool at the same block (23,956 words).
import { chainOf, publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import { parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { RoutingError } from './errors.ts'
import type { TradeType } from './optimizer/waterfill.ts'
import { untilTicksSuffice } from './quoteUntilExact.ts'
import { quoteWithGas } from './quoteWithGas.ts'
import { createPoolStateCache, type PoolState } from './state/poolStateCache.ts'
import type { BlockHead, ChainReader } from './state/reader.ts'
import { createChainReader } from './viem/chainReader.ts'

const manifest = inject('manifest')
const chain = chainOf(manifest, 1)
const contracts = chain.contracts
const weth = tokenOf(chain, 'WETH')
const usdc = tokenOf(chain, 'USDC')
const usdt = tokenOf(chain, 'USDT')
const dai = tokenOf(chain, 'DAI')

const TICK_BITMAP = '0x5339c296'

/** `head`: every snapshot at that block, priced at that gas price (the devnet mines on its own,
 * and the node answers `eth_gasPrice` for its latest block, not the pinned one). */
function newCache(tickRadius?: number, head?: { block: BlockHead; gasPriceWei: bigint }) {
  const words = { n: 0 }
  const base = createChainReader(publicClient(chain), contracts.multicall3)
  const reader: ChainReader = {
    ...base,
    latestHead: head ? async () => head.block : base.latestHead,
    gasPrice: head ? async () => head.gasPriceWei : base.gasPrice,
    multicall(calls, block) {
      for (const c of calls) if (c.data.startsWith(TICK_BITMAP)) words.n++
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
      bases: [weth, usdc, usdt, dai].map((t) => t.address),
      tickRadius,
    },
  })
  return { cache, words }
}

interface Trade {
  tokenIn: string
  tokenOut: string
  tradeType: TradeType
  amount: bigint
}

/** The answer without pool objects (a partial read's differ from a full read's). */
function answer(state: PoolState, t: Trade): unknown {
  try {
    const { trade, gasCostUsd } = quoteWithGas({
      snapshot: state.snapshot,
      ...t,
      gas: { gasPriceWei: state.gasPriceWei, wrappedNative: weth.address, usdToken: usdc.address },
    })
    return {
      gasCostUsd,
      quote: trade.quote,
      gas: trade.gasEstimate,
      routes: trade.routes.map((r) => ({
        amountIn: r.amountIn,
        amountOut: r.amountOut,
        pools: r.route.pools.map((p) => p.address),
        ticks: r.hops.map((h) => h.initializedTicksCrossed),
      })),
    }
  } catch (e) {
    if (e instanceof RoutingError && e.name !== 'TicksNeededError') return e.name
    throw e
  }
}

const tokens = [weth.address, usdc.address, usdt.address, dai.address]

describe('cold quotes on the devnet L1', () => {
  it('reads a few dozen bitmap words for a small quote, where a full read takes thousands', async () => {
    const { cache, words } = newCache()
    const state = await cache.snapshot([weth.address, usdc.address])
    const small: Trade = {
      tokenIn: weth.address,
      tokenOut: usdc.address,
      tradeType: 'exactIn',
      amount: parseUnits('1', 18),
    }
    const { rounds } = await untilTicksSuffice(cache, state, (s) => answer(s, small))
    expect(rounds).toBe(0)
    const spacingOne = state.snapshot.pools.filter(
      (p) => p.protocol === 'v3' && p.tickSpacing === 1,
    )
    expect(spacingOne.length).toBeGreaterThanOrEqual(3)
    expect(words.n).toBeGreaterThan(0)
    expect(words.n).toBeLessThan(150)
  })

  it('answers every size exactly as a full read does, reading further only for the large ones', async () => {
    const reader = createChainReader(publicClient(chain), contracts.multicall3)
    const head = { block: await reader.latestHead(), gasPriceWei: await reader.gasPrice() }
    const full = newCache(Number.POSITIVE_INFINITY, head)
    const fullState = await full.cache.snapshot(tokens)
    const trades: Trade[] = [
      {
        tokenIn: weth.address,
        tokenOut: usdc.address,
        tradeType: 'exactIn',
        amount: parseUnits('1', 18),
      },
      {
        tokenIn: usdc.address,
        tokenOut: dai.address,
        tradeType: 'exactOut',
        amount: parseUnits('5000', 18),
      },
      {
        tokenIn: weth.address,
        tokenOut: dai.address,
        tradeType: 'exactIn',
        amount: parseUnits('1000', 18),
      },
      {
        tokenIn: usdc.address,
        tokenOut: dai.address,
        tradeType: 'exactIn',
        amount: parseUnits('50000000', usdc.decimals),
      },
    ]
    let extended = 0
    for (const t of trades) {
      const lazy = newCache(undefined, head)
      const state = await lazy.cache.snapshot(tokens)
      const found = await untilTicksSuffice(lazy.cache, state, (s) => answer(s, t))
      expect(found.result).toEqual(answer(fullState, t))
      if (found.rounds > 0) extended++
      // The first two stay near the price; the others move 0.01 % pools far (50M USDC drains
      // them): they read as far as the full read must (up to every word of a side).
      if (trades.indexOf(t) < 2) expect([found.rounds, lazy.words.n < 150]).toEqual([0, true])
    }
    expect(extended).toBe(2)
  }, 300_000)
})
