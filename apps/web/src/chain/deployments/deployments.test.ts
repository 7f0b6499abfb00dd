// issue 33 "Must show": one test per chain of the public table. Every address is checksummed and
// its source cited; wrapped native and Permit2 equal the published ones; and, where
// @uniswap/sdk-core (Uniswap's own package, a second publication) lists the chain, the core
// addresses agree with it.
import { CHAIN_TO_ADDRESSES_MAP, WETH9 } from '@uniswap/sdk-core'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../publicChains'
import { TESTNET_CHAINS } from '../testnets'

const DOCS = 'https://github.com/Uniswap/docs/blob/main/docs/contracts/'
const V2_PAGE = `${DOCS}v2/reference/smart-contracts/08-deployment-addresses.md`
const V4_PAGE = `${DOCS}v4/deployments.mdx`
/** The OP Stack's predeploys: WETH at 0x42…06 on Ink and Soneium, which have no v3 page. */
const OP_PREDEPLOYS = 'https://specs.optimism.io/protocol/predeploys.html'

// Published on every chain's v3 and v4 page in the table (ZKsync's differs: left out, README).
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

// Each page's "Wrapped Native Token Addresses" table, typed here from the page, not the table.
const PUBLISHED_WRAPPED: Record<number, string> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  8453: '0x4200000000000000000000000000000000000006',
  130: '0x4200000000000000000000000000000000000006',
  42161: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  10: '0x4200000000000000000000000000000000000006',
  137: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
  56: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  43114: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
  42220: '0x471EcE3750Da237f93B8E339c536989b8978a438',
  81457: '0x4300000000000000000000000000000000000004',
  7777777: '0x4200000000000000000000000000000000000006',
  480: '0x4200000000000000000000000000000000000006',
  1868: '0x4200000000000000000000000000000000000006',
  57073: '0x4200000000000000000000000000000000000006',
  11155111: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
  84532: '0x4200000000000000000000000000000000000006',
  1301: '0x4200000000000000000000000000000000000006',
  421614: '0x980B62Da83eFf3D4576C647993b0c1D7faf17c73',
  11155420: '0x4200000000000000000000000000000000000006',
}

/** Every string value under `value` that looks like an address, with its path. */
function addressesIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return value.startsWith('0x') ? [[path, value]] : []
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => addressesIn(v, path ? `${path}.${k}` : k))
  return []
}

const same = (a: string | undefined, b: string | undefined) => a?.toLowerCase() === b?.toLowerCase()

describe.each([...PUBLIC_CHAINS, ...TESTNET_CHAINS].map((c) => [`${c.label} (${c.id})`, c]))(
  'the published deployment on %s',
  (_, chain) => {
    const d = chain.published
    if (!d) throw new Error('a public chain without its published deployment')

    it('has every address checksummed', () => {
      const all = addressesIn({ ...d, sources: undefined })
      expect(all.length).toBeGreaterThan(5)
      for (const [path, a] of all) {
        expect(isAddress(a, { strict: true }), path).toBe(true)
        expect(getAddress(a), path).toBe(a)
      }
    })

    it('cites the page of each protocol version it gives', () => {
      expect(d.sources.length).toBeGreaterThan(0)
      if (d.v2) expect(d.sources).toContain(V2_PAGE)
      if (d.v4) expect(d.sources).toContain(V4_PAGE)
      if (d.v3)
        expect(d.sources.some((s) => s.startsWith(`${DOCS}v3/reference/deployments/`))).toBe(true)
      if (!d.v3) expect(d.sources).toContain(OP_PREDEPLOYS)
    })

    it('gives the published wrapped native token and Permit2', () => {
      expect(d.wrappedNative.address).toBe(PUBLISHED_WRAPPED[chain.id])
      expect(chain.wrappedNative?.address).toBe(PUBLISHED_WRAPPED[chain.id])
      expect(d.permit2).toBe(PERMIT2)
    })

    it('agrees with @uniswap/sdk-core wherever the package lists the chain', () => {
      const sdk = CHAIN_TO_ADDRESSES_MAP[chain.id as keyof typeof CHAIN_TO_ADDRESSES_MAP]
      const weth = WETH9[chain.id]?.address
      if (weth) expect(same(weth, d.wrappedNative.address)).toBe(true)
      if (!sdk) return
      // sdk-core's `quoterAddress` is the first Quoter on some chains, so QuoterV2 is not compared.
      const pairs: [string | undefined, string | undefined][] = [
        [sdk.v3CoreFactoryAddress, d.v3?.factory],
        [sdk.nonfungiblePositionManagerAddress, d.v3?.positionManager],
        [sdk.swapRouter02Address, d.v3?.swapRouter02],
        [sdk.tickLensAddress, d.v3?.tickLens],
        [sdk.v4PoolManagerAddress, d.v4?.poolManager],
        [sdk.v4PositionManagerAddress, d.v4?.positionManager],
        [sdk.v4StateView, d.v4?.stateView],
        [sdk.v4QuoterAddress, d.v4?.quoter],
      ]
      for (const [theirs, ours] of pairs)
        if (theirs && ours) expect(ours.toLowerCase()).toBe(theirs.toLowerCase())
    })

    it('gives the app v3 contracts exactly where a v3 page lists them', () => {
      expect(chain.contracts?.v3Factory).toBe(d.v3?.factory)
      expect(chain.contracts?.positionManager).toBe(d.v3?.positionManager)
      expect(chain.rpcUrls.length > 0 || chain.family === 'ethereum').toBe(true)
    })
  },
)
