// What the deployment tables (mainnets.ts, testnets.ts) cite, and the few values several
// published pages share. Pages: github.com/Uniswap/docs, the source of docs.uniswap.org.
import type { Address } from 'viem'
import type { PublishedDeployment, ReferenceToken } from '../contracts'

const DOCS = 'https://github.com/Uniswap/docs/blob/main/docs/contracts/'
/** docs.uniswap.org "V2 Deployment Addresses". */
export const V2_PAGE = `${DOCS}v2/reference/smart-contracts/08-deployment-addresses.md`
/** docs.uniswap.org v4 "Deployments" (PoolManager, PositionManager, Quoter, StateView, UR). */
export const V4_PAGE = `${DOCS}v4/deployments.mdx`
/** docs.uniswap.org v3 "<chain> Deployments" (with the wrapped native token table). */
export const v3Page = (chain: string): string =>
  `${DOCS}v3/reference/deployments/${chain}-Deployments.md`
/** The OP Stack's predeploys: WETH at 0x42…06 (Ink, Soneium: chains without a v3 page). */
export const OP_PREDEPLOYS = 'https://specs.optimism.io/protocol/predeploys.html'
/** @uniswap/sdk-core's address book, for a contract a page leaves out. */
export const SDK_CORE = 'https://github.com/Uniswap/sdks/blob/main/sdks/sdk-core/src/addresses.ts'

/** Permit2, as every v3 and v4 page of the table lists it. */
export const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/** v3 at its first, canonical addresses: identical on the Ethereum, Arbitrum, Optimism and Polygon pages. */
export const CANONICAL_V3 = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  positionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  tickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
} as const satisfies PublishedDeployment['v3']

export const weth = (address: Address): ReferenceToken => ({
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
})
