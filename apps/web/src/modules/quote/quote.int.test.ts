// useBestTrade's core on the integration devnet (issue 5): WETH → USDC exact in and exact out,
// through the routing service and through the in-browser engine path (its pool-state cache over
// a viem client, the engine called directly instead of in a Web Worker). Every route of every
// trade is quoted on-chain from its start — QuoterV2 for v3 runs, Router02 for v2 runs — at the
// trade's block, and must equal the trade to the wei.
import type { Manifest } from '@tidepool/devnet/manifest'
import { publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { L1_BLOCK_MS, revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { quoteWithGas } from '@tidepool/routing'
import { type Address, encodePacked, type PublicClient, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localChains } from '../../chain/chains'
import { type ClientRouter, getClientQuote } from './actions/clientQuote'
import { createClientRouter } from './actions/createClientRouter'
import { getBestTrade } from './actions/getBestTrade'
import { getUsdPrice } from './actions/getUsdPrice'
import type { QuoteRequest, SwapCurrency, SwapTrade, TradeHop } from './types'

interface QuoteServiceModule {
  createQuoteServer(options: {
    manifest: Manifest
    port: number
    headTtlMs?: number
    log?: (entry: unknown) => void
  }): Promise<{ url: string; close(): Promise<void> }>
}

const { manifest, l1 } = devnetL1()
const chain = localChains(manifest.chains, { explorerUrl: '', tokenListUrls: [] }).find(
  (c) => c.id === l1.chainId,
)
if (chain?.contracts === undefined) throw new Error('no local L1 row')
const contracts = chain.contracts
const client: PublicClient = publicClient(l1)

const currency = (symbol: string): SwapCurrency => {
  const t = tokenOf(l1, symbol)
  return { chainId: l1.chainId, address: t.address, symbol, name: t.name, decimals: t.decimals }
}
const WETH = currency('WETH')
const USDC = currency('USDC')
const ETH: SwapCurrency = { ...WETH, address: 'ETH', symbol: 'ETH', name: 'Ether' }

let service: Awaited<ReturnType<QuoteServiceModule['createQuoteServer']>>

const router = createClientRouter({
  chain,
  client,
  manifest,
  quoteWithGas: async (params) => quoteWithGas(params),
})
if (router === undefined) throw new Error('no client router')
const clientRouter: ClientRouter = router

const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
// Issue 31: the app asks for v4 too where the chain has the Universal Router; a v4 hop is
// checked by V4Quoter on its PoolKey (chained hop by hop, as the router chains them).
const POOL_KEY =
  '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks)'
const v4QuoterAbi = parseAbi([
  `function quoteExactInputSingle((${POOL_KEY} poolKey, bool zeroForOne, uint128 exactAmount, bytes hookData) params) returns (uint256 amountOut, uint256 gasEstimate)`,
  `function quoteExactOutputSingle((${POOL_KEY} poolKey, bool zeroForOne, uint128 exactAmount, bytes hookData) params) returns (uint256 amountIn, uint256 gasEstimate)`,
])
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

/** Runs of hops of one protocol (a mixed route is quoted segment by segment). */
function segments(hops: readonly TradeHop[]): TradeHop[][] {
  const out: TradeHop[][] = []
  for (const hop of hops) {
    const last = out[out.length - 1]
    if (last && last[0]?.protocol === hop.protocol) last.push(hop)
    else out.push([hop])
  }
  return out
}

function v3Path(hops: readonly TradeHop[], reverse: boolean): `0x${string}` {
  const tokens: Address[] = [
    hops[0]?.tokenIn.address as Address,
    ...hops.map((h) => h.tokenOut.address),
  ]
  const fees = hops.map((h) => (h.protocol === 'V3' ? h.fee : 0))
  if (reverse) {
    tokens.reverse()
    fees.reverse()
  }
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  tokens.forEach((t, i) => {
    types.push('address')
    values.push(t)
    const fee = fees[i]
    if (fee !== undefined) {
      types.push('uint24')
      values.push(fee)
    }
  })
  return encodePacked(types, values)
}

/** The chain's amount for one segment: output for an exact input, input for an exact output. */
async function quoteSegment(
  seg: TradeHop[],
  amount: bigint,
  exactIn: boolean,
  blockNumber: bigint,
): Promise<bigint> {
  if (seg[0]?.protocol === 'V3') {
    const { result } = await client.simulateContract({
      address: contracts.quoterV2,
      abi: quoterAbi,
      functionName: exactIn ? 'quoteExactInput' : 'quoteExactOutput',
      args: [v3Path(seg, !exactIn), amount],
      blockNumber,
    })
    return result[0]
  }
  if (seg[0]?.protocol === 'V4') {
    let a = amount
    for (const hop of exactIn ? seg : [...seg].reverse()) {
      if (hop.protocol !== 'V4' || !contracts.v4) throw new Error('a v4 segment')
      const { result } = await client.simulateContract({
        address: contracts.v4.quoter,
        abi: v4QuoterAbi,
        functionName: exactIn ? 'quoteExactInputSingle' : 'quoteExactOutputSingle',
        args: [
          {
            poolKey: {
              currency0: hop.currency0,
              currency1: hop.currency1,
              fee: hop.fee,
              tickSpacing: hop.tickSpacing,
              hooks: hop.hooks,
            },
            // The side that is not currency1 is currency0 (the native coin routes as WETH).
            zeroForOne: hop.tokenIn.address.toLowerCase() !== hop.currency1.toLowerCase(),
            exactAmount: a,
            hookData: '0x',
          },
        ],
        blockNumber,
      })
      a = result[0]
    }
    return a
  }
  const path = [seg[0]?.tokenIn.address as Address, ...seg.map((h) => h.tokenOut.address)]
  const amounts = await client.readContract({
    address: contracts.v2Router02 as Address,
    abi: routerAbi,
    functionName: exactIn ? 'getAmountsOut' : 'getAmountsIn',
    args: [amount, path],
    blockNumber,
  })
  return (exactIn ? amounts[amounts.length - 1] : amounts[0]) ?? -1n
}

/** Every route quoted on-chain from its fixed end equals the trade's other end. */
async function expectChainAgrees(trade: SwapTrade): Promise<void> {
  const exactIn = trade.tradeType === 'exactIn'
  for (const route of trade.routes) {
    const segs = segments(route.hops)
    if (!exactIn) segs.reverse()
    let amount = exactIn ? route.amountIn : route.amountOut
    for (const seg of segs) amount = await quoteSegment(seg, amount, exactIn, trade.blockNumber)
    expect(amount).toBe(exactIn ? route.amountOut : route.amountIn)
  }
  const fixed = trade.routes.reduce((s, r) => s + (exactIn ? r.amountIn : r.amountOut), 0n)
  expect(fixed).toBe(exactIn ? trade.inputAmount : trade.outputAmount)
}

beforeAll(async () => {
  // Not a static import: the service is Node code (node:http) outside the web app's program.
  const specifier = '@tidepool/quote-service'
  const { createQuoteServer } = (await import(/* @vite-ignore */ specifier)) as QuoteServiceModule
  service = await createQuoteServer({ manifest, port: 0, headTtlMs: 0, log: () => {} })
}, 120_000)

afterAll(async () => {
  await service?.close()
})

const cases: [string, Omit<QuoteRequest, 'chain'>][] = [
  [
    'WETH → USDC exact in (1 WETH)',
    { tradeType: 'exactIn', amount: 10n ** 18n, inputCurrency: WETH, outputCurrency: USDC },
  ],
  [
    'WETH → USDC exact out (2,500 USDC)',
    { tradeType: 'exactOut', amount: 2_500_000_000n, inputCurrency: WETH, outputCurrency: USDC },
  ],
  [
    'ETH → USDC exact in (routes as WETH)',
    { tradeType: 'exactIn', amount: 3n * 10n ** 17n, inputCurrency: ETH, outputCurrency: USDC },
  ],
  [
    // Issue 17: past the ticks read first (the engine reads further and searches again).
    'WETH → USDC exact in (1,000 WETH)',
    { tradeType: 'exactIn', amount: 1000n * 10n ** 18n, inputCurrency: WETH, outputCurrency: USDC },
  ],
]

describe.each([
  ['the routing service', false],
  ['the in-browser engine', true],
] as const)('getBestTrade through %s', (_, clientSide) => {
  it.each(cases)(
    '%s equals QuoterV2 / Router02 on-chain',
    async (_name, ask) => {
      const request: QuoteRequest = { chain, ...ask }
      const started = performance.now()
      const trade = await getBestTrade({
        request,
        quoteUrl: service.url,
        clientSide,
        clientRouter: () => clientRouter,
      })
      console.log(
        `${clientSide ? 'client' : 'service'} ${_name}: ${Math.round(performance.now() - started)} ms`,
      )
      if (trade === null) throw new Error('no trade')
      expect(trade.source).toBe(clientSide ? 'client' : 'api')
      expect(trade.inputCurrency).toBe(ask.inputCurrency)
      expect(ask.tradeType === 'exactIn' ? trade.inputAmount : trade.outputAmount).toBe(ask.amount)
      // The devnet's keeper mines blocks on its own: the quote's block is recent, not the head.
      const head = await client.getBlockNumber({ cacheTime: 0 })
      expect(head - trade.blockNumber).toBeGreaterThanOrEqual(0n)
      expect(head - trade.blockNumber).toBeLessThanOrEqual(10n)
      expect(trade.gasUseEstimateUSD).toMatch(/^[0-9]+(\.[0-9]+)?$/)
      await expectChainAgrees(trade)
    },
    120_000,
  )
})

describe('getUsdPrice', () => {
  it.each([false, true])('prices WETH in USDC (client side: %s)', async (clientSide) => {
    const price = await getUsdPrice({
      chain,
      currency: WETH,
      quoteUrl: service.url,
      clientSide,
      clientRouter: () => clientRouter,
    })
    // 100 USDC (spec 01 §9 reference amount on the devnet) out of some WETH.
    expect(price?.usdRaw).toBe(100_000_000n)
    expect(price?.currencyRaw).toBeGreaterThan(0n)
    expect(
      await getUsdPrice({
        chain,
        currency: USDC,
        quoteUrl: null,
        clientSide,
        clientRouter: () => undefined,
      }),
    ).toEqual({ currencyRaw: 1n, usdRaw: 1n, usdDecimals: 6 })
  })
})

describe('the in-browser router after an evm_revert', () => {
  it('answers at the new head when the block it had pinned vanished', async () => {
    // A head cache longer than the test: the vanished block stays pinned unless the shared
    // pool-state cache notices the node refusing it and reads the head again.
    const pinned = createClientRouter({
      chain,
      client,
      manifest,
      quoteWithGas: async (params) => quoteWithGas(params),
      headTtlMs: 600_000,
    })
    if (pinned === undefined) throw new Error('no client router')
    const ask = (outputCurrency: SwapCurrency): QuoteRequest => ({
      chain,
      tradeType: 'exactIn',
      amount: 10n ** 17n,
      inputCurrency: WETH,
      outputCurrency,
    })
    // The block numbers below are the ones this test makes: no interval block in between (the
    // L1 mines one every 12 s), and the head read fresh. viem keeps getBlockNumber's answer for
    // its polling interval (4 s), and the previous test had just read it: `before` was a block
    // behind whenever that test mined one (stop 36's CI failure, then twice here).
    await rpc(l1.rpcUrl, 'evm_setIntervalMining', [0])
    const id = await snapshot(l1.rpcUrl)
    const before = await client.getBlockNumber({ cacheTime: 0 })
    let reverted = false
    try {
      await rpc(l1.rpcUrl, 'evm_mine')
      pinned.poolState.forgetHead()
      const onMined = await getClientQuote(pinned, ask(USDC))
      expect(onMined?.blockNumber).toBe(before + 1n)
      await revert(l1.rpcUrl, id)
      reverted = true
      // MKR is no base: its pools are discovered at the pinned block, which the node refuses.
      const trade = await getClientQuote(pinned, ask(currency('MKR')))
      if (trade === null) throw new Error('no trade')
      expect(trade.blockNumber).toBe(before)
      await expectChainAgrees(trade)
    } finally {
      if (!reverted) await revert(l1.rpcUrl, id)
      await rpc(l1.rpcUrl, 'evm_setIntervalMining', [L1_BLOCK_MS])
    }
  }, 120_000)
})
