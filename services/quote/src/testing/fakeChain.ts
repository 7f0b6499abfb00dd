// A fake chain for unit tests: v2 pairs only, answering the factory, pair and Router02 calls the
// service makes by decoding calldata and encoding results with viem. Router02's amounts come from
// @uniswap/v2-sdk's Pair, not from the engine, so a test that the chain agrees with a served
// route checks the engine against an independent oracle. `skew` makes Router02 disagree with the
// pairs (to exercise the on-chain check); `mine` moves the head.
import type { BlockHead, ChainReader } from '@tidepool/routing'
import { sdkV2In, sdkV2Out } from '@tidepool/routing/testing/sdk'
import { decodeFunctionData, encodeFunctionResult, type Hex, pad, parseAbi, toHex } from 'viem'
import type { QuoteChain } from '../chains.ts'
import type { Address } from '../params.ts'

const abi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getPool(address, address, uint24) view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
])

/** Every fake token's total supply: 10^30 raw units. */
export const FAKE_TOTAL_SUPPLY = 10n ** 30n

export const TOKENS = {
  WETH: '0x000000000000000000000000000000000000e001',
  USDC: '0x000000000000000000000000000000000000e002',
  DAI: '0x000000000000000000000000000000000000e003',
  LONE: '0x000000000000000000000000000000000000e004',
} as const satisfies Record<string, Address>

export const FAKE_CHAIN: QuoteChain = {
  chainId: 31337,
  rpcUrls: ['http://fake'],
  contracts: {
    multicall3: '0x00000000000000000000000000000000000000c3',
    quoterV2: '0x00000000000000000000000000000000000000a2',
    v2Router02: '0x00000000000000000000000000000000000000b2',
    v2Factory: '0x00000000000000000000000000000000000000f2',
    v3Factory: '0x00000000000000000000000000000000000000f3',
    tickLens: '0x00000000000000000000000000000000000000d1',
    weth9: TOKENS.WETH,
  },
  tokens: [
    { address: TOKENS.WETH, symbol: 'WETH', decimals: 18 },
    { address: TOKENS.USDC, symbol: 'USDC', decimals: 6 },
    { address: TOKENS.DAI, symbol: 'DAI', decimals: 18 },
  ],
  bases: [TOKENS.WETH, TOKENS.USDC],
  usdToken: TOKENS.USDC,
}

export interface FakePair {
  address: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
}

export interface FakeChainReader extends ChainReader {
  pairs: FakePair[]
  /** Wei Router02 adds to every amount it reports (0: agrees with the pairs). */
  skew: bigint
  calls: number
  mine(touched?: Address[]): void
  setHead(head: BlockHead): void
}

export function fakeReader(pairs: FakePair[]): FakeChainReader {
  const chain = FAKE_CHAIN
  let head: BlockHead = { number: 100n, hash: pad(toHex(100), { size: 32 }) }
  const hashes = new Map<bigint, Hex>([[head.number, head.hash]])
  const logs = new Map<bigint, Address[]>()

  // UniswapV2Library returns 0 for an input too small to buy a wei; the SDK refuses it instead.
  function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
    try {
      return sdkV2Out(reserveIn, reserveOut, amountIn)
    } catch (e) {
      if ((e as { isInsufficientInputAmountError?: boolean }).isInsufficientInputAmountError)
        return 0n
      throw e
    }
  }

  function pairOf(a: string, b: string): FakePair | undefined {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort()
    return fake.pairs.find((p) => p.token0 === x && p.token1 === y)
  }
  function reservesFor(tokenIn: Address, tokenOut: Address): [bigint, bigint] {
    const pair = pairOf(tokenIn, tokenOut)
    if (pair === undefined) throw new Error('no pair')
    return pair.token0 === tokenIn.toLowerCase()
      ? [pair.reserve0, pair.reserve1]
      : [pair.reserve1, pair.reserve0]
  }

  function answer(to: Address, data: Hex): Hex | undefined {
    const call = decodeFunctionData({ abi, data })
    switch (call.functionName) {
      case 'getPair': {
        const pair = to === chain.contracts.v2Factory ? pairOf(...call.args) : undefined
        const address = pair?.address ?? '0x0000000000000000000000000000000000000000'
        return encodeFunctionResult({ abi, functionName: 'getPair', result: address })
      }
      case 'getPool':
        return encodeFunctionResult({
          abi,
          functionName: 'getPool',
          result: '0x0000000000000000000000000000000000000000',
        })
      case 'getReserves': {
        const pair = fake.pairs.find((p) => p.address === to)
        if (pair === undefined) return undefined
        const result = [pair.reserve0, pair.reserve1, 0] as const
        return encodeFunctionResult({ abi, functionName: 'getReserves', result })
      }
      case 'getAmountsOut': {
        const [amountIn, path] = call.args
        const amounts = [amountIn]
        for (let i = 0; i + 1 < path.length; i++) {
          const [rIn, rOut] = reservesFor(path[i] as Address, path[i + 1] as Address)
          amounts.push(amountOut(amounts[i] ?? 0n, rIn, rOut) + fake.skew)
        }
        return encodeFunctionResult({ abi, functionName: 'getAmountsOut', result: amounts })
      }
      case 'getAmountsIn': {
        const [amountOut, path] = call.args
        const amounts = [amountOut]
        for (let i = path.length - 1; i > 0; i--) {
          const [rIn, rOut] = reservesFor(path[i - 1] as Address, path[i] as Address)
          amounts.unshift(sdkV2In(rIn, rOut, amounts[0] ?? 0n) + fake.skew)
        }
        return encodeFunctionResult({ abi, functionName: 'getAmountsIn', result: amounts })
      }
      case 'totalSupply':
        if (!Object.values(TOKENS).includes(to as (typeof TOKENS)[keyof typeof TOKENS]))
          return undefined
        return encodeFunctionResult({ abi, functionName: 'totalSupply', result: FAKE_TOTAL_SUPPLY })
      default:
        return undefined
    }
  }

  const fake: FakeChainReader = {
    pairs,
    skew: 0n,
    calls: 0,
    async latestHead() {
      return head
    },
    async blockHash(number) {
      return hashes.get(number)
    },
    async gasPrice() {
      return 2_000_000_000n
    },
    async multicall(calls) {
      fake.calls += calls.length
      return calls.map((c) => answer(c.to, c.data))
    },
    async touched(addresses, fromBlock, toBlock) {
      const out = new Set<Address>()
      for (let n = fromBlock; n <= toBlock; n++)
        for (const a of logs.get(n) ?? []) if (addresses.includes(a)) out.add(a)
      return out
    },
    mine(touched = []) {
      const number = head.number + 1n
      head = { number, hash: pad(toHex(number * 1000n + BigInt(hashes.size)), { size: 32 }) }
      hashes.set(number, head.hash)
      logs.set(number, touched)
    },
    setHead(next) {
      head = next
      hashes.set(next.number, next.hash)
    },
  }
  return fake
}

/** WETH/USDC at 3000 and USDC/DAI at 1, deep enough for small trades. */
export function seededPairs(): FakePair[] {
  const pair = (address: Address, a: Address, ra: bigint, b: Address, rb: bigint): FakePair =>
    a < b
      ? { address, token0: a, token1: b, reserve0: ra, reserve1: rb }
      : { address, token0: b, token1: a, reserve0: rb, reserve1: ra }
  return [
    pair(
      '0x00000000000000000000000000000000000a0001',
      TOKENS.WETH,
      1000n * 10n ** 18n,
      TOKENS.USDC,
      3_000_000n * 10n ** 6n,
    ),
    pair(
      '0x00000000000000000000000000000000000a0002',
      TOKENS.USDC,
      1_000_000n * 10n ** 6n,
      TOKENS.DAI,
      1_000_000n * 10n ** 18n,
    ),
  ]
}
