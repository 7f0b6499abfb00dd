// Benchmark (issue 13 Performance, issue 32): /pool with 50 positions, v3 and v4 mixed — JSON-RPC
// HTTP requests of the positions read and the time from "account known" to all rows with their
// badges and fees shown, in Debian's Chromium against the built app and a devnet. Targets: ≤ 4
// requests (issue 32; 3 for v3 alone, issue 13), < 1 s.
//
// Setup: a test account without seeded positions (account 4) mints 30 WETH/USDC v3 positions over
// the four fee tiers in one position-manager multicall, and 20 v4 positions in the ETH/LUM native
// pool in one modifyLiquidities (two in three around the price, one in three above it: In range
// and Out of range badges). Each run opens a fresh page on /#/pool with
// an injected wallet that already authorized the site (the e2e wallet), so the app connects on
// load. In the page: t0 = the first animation frame in which the header shows the account (the
// app knows it), t1 = the first frame with 50 rows, each with its badge and unclaimed fees.
// Requests: HTTP requests from the page to the L1 RPC whose body reads either position manager
// (balanceOf / tokenOfOwnerByIndex / positions / collect; v4's Transfer logs and position info),
// StateView or a pool's slot0, counted until t1.
// Then the analytics (issue 13 "Beyond the reference", read once the rows are shown; v3 rows only
// for now): t2 = the first frame in which every v3 row carries its analytics line; every HTTP request to the L1 RPC
// between t1 and t2 is counted (the analytics' own rounds and anything else the page polls).
//
// Run: npm run bench:pool-list -w bench [-- --runs 5] [-- --skip-build]
//   ports 38845–38849 (app-stack.ts; TIDEPOOL_BENCH_PORT_OFFSET shifts them), state in
//   .devnet/bench-app; --skip-build reuses the last build.
import { loadavg } from 'node:os'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { approveViaPermit2 } from '@tidepool/devnet/testing/v4'
import { type Browser, chromium, type Page } from 'playwright-core'
import {
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseAbi,
  parseAbiParameters,
  parseEther,
  parseUnits,
} from 'viem'
import type { E2EWallet } from '../../e2e/harness/wallet/e2e-wallet.ts'
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, startAppStack } from './app-stack.ts'
import { benchWallet } from './bench-wallet.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const RUNS = option('--runs', 5)
/** --log-requests: print every L1 request of each run up to the rows, with the calls it carries. */
const LOG_REQUESTS = args.includes('--log-requests')
const V3_POSITIONS = 30
const V4_POSITIONS = 20
const POSITIONS = V3_POSITIONS + V4_POSITIONS
const ACCOUNT = 4
const SLOT0_SELECTOR = '3850c7bd'

const NPM = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256, uint128, uint256, uint256)',
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function balanceOf(address) view returns (uint256)',
])
const ERC20 = parseAbi(['function approve(address, uint256) returns (bool)'])
const POOL = parseAbi([
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
])
const SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }

/** 30 WETH/USDC v3 positions for `ACCOUNT` in one multicall transaction (see the header). */
async function mintPositions(manifest: Parameters<typeof walletClient>[0], l1: ManifestChain) {
  const wallet = walletClient(manifest, l1, ACCOUNT)
  const client = publicClient(l1)
  const npm = l1.contracts.positionManager
  const me = wallet.account.address
  const tokens = ['WETH', 'USDC'].map((s) => l1.tokens.find((t) => t.symbol === s))
  const weth = tokens[0]
  const usdc = tokens[1]
  if (!weth || !usdc) throw new Error('the devnet L1 has no WETH/USDC')
  for (const t of [weth, usdc]) {
    const hash = await wallet.writeContract({
      address: t.address,
      abi: ERC20,
      functionName: 'approve',
      args: [npm, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const pools = l1.v3Pools.filter(
    (p) => new Set([p.token0, p.token1, weth.address, usdc.address]).size === 2,
  )
  const ticks = new Map<number, number>()
  for (const p of pools) {
    const [, tick] = await client.readContract({
      address: p.address,
      abi: POOL,
      functionName: 'slot0',
    })
    ticks.set(p.fee, tick)
  }
  const calls = Array.from({ length: V3_POSITIONS }, (_, i) => {
    const pool = pools[i % pools.length]
    if (!pool) throw new Error('no WETH/USDC pool')
    const spacing = SPACING[pool.fee] ?? 60
    const at = Math.floor((ticks.get(pool.fee) ?? 0) / spacing) * spacing
    const width = ((i % 5) + 1) * 20 * spacing
    const above = i % 3 === 2
    const tickLower = above ? at + 10 * spacing : at - width
    const tickUpper = above ? at + 10 * spacing + width : at + width
    const [amount0, amount1] =
      pool.token0 === weth.address
        ? [parseEther('0.01'), parseUnits('40', 6)]
        : [parseUnits('40', 6), parseEther('0.01')]
    return encodeFunctionData({
      abi: NPM,
      functionName: 'mint',
      args: [
        {
          token0: pool.token0,
          token1: pool.token1,
          fee: pool.fee,
          tickLower,
          tickUpper,
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: me,
          deadline: 10_000_000_000n,
        },
      ],
    })
  })
  const hash = await wallet.writeContract({
    address: npm,
    abi: NPM,
    functionName: 'multicall',
    args: [calls],
    gas: 40_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('minting the bench positions failed')
  const count = await client.readContract({
    address: npm,
    abi: NPM,
    functionName: 'balanceOf',
    args: [me],
  })
  if (count !== BigInt(V3_POSITIONS))
    throw new Error(`account ${ACCOUNT} holds ${count} v3 positions`)
  await mintV4Positions(manifest, l1)
  return me
}

const STATE_VIEW = parseAbi([
  'function getSlot0(bytes32) view returns (uint160, int24, uint24, uint24)',
])
const V4_NPM = parseAbi([
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
  'function balanceOf(address) view returns (uint256)',
])
const POOL_KEY = '(address, address, uint24, int24, address)'
/** v4-periphery Actions.sol. */
const MINT_POSITION: Hex = '0x02'
const SETTLE_PAIR: Hex = '0x0d'
const SWEEP: Hex = '0x14'

/**
 * 20 v4 positions in the ETH/LUM native pool (tick spacing 60) in one modifyLiquidities: each
 * mints 10^18 liquidity, SETTLE_PAIR pays both sides (LUM through Permit2, ETH from the value),
 * SWEEP returns the unused ETH.
 */
async function mintV4Positions(manifest: Parameters<typeof walletClient>[0], l1: ManifestChain) {
  const wallet = walletClient(manifest, l1, ACCOUNT)
  const client = publicClient(l1)
  const me = wallet.account.address
  const v4 = l1.v4
  const pool = l1.v4Seed?.pools.find((p) => p.role === 'v4-only')
  if (!v4 || !pool) throw new Error('the devnet L1 has no v4 ETH/LUM pool')
  await approveViaPermit2(l1, wallet, pool.currency1, v4.positionManager, (1n << 160n) - 1n)
  const [, tick] = await client.readContract({
    address: v4.stateView,
    abi: STATE_VIEW,
    functionName: 'getSlot0',
    args: [pool.id],
  })
  const spacing = pool.tickSpacing
  const at = Math.floor(tick / spacing) * spacing
  const key = [pool.currency0, pool.currency1, pool.fee, pool.tickSpacing, pool.hooks] as const
  const mints = Array.from({ length: V4_POSITIONS }, (_, i) => {
    const width = ((i % 5) + 1) * 20 * spacing
    const above = i % 3 === 2
    const tickLower = above ? at + 10 * spacing : at - width
    const tickUpper = above ? at + 10 * spacing + width : at + width
    return encodeAbiParameters(
      parseAbiParameters(`${POOL_KEY}, int24, int24, uint256, uint128, uint128, address, bytes`),
      [key, tickLower, tickUpper, 10n ** 18n, parseEther('10'), parseEther('1000'), me, '0x'],
    )
  })
  const unlockData = encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
    concatHex([...mints.map(() => MINT_POSITION), SETTLE_PAIR, SWEEP]),
    [
      ...mints,
      encodeAbiParameters(parseAbiParameters('address, address'), [pool.currency0, pool.currency1]),
      encodeAbiParameters(parseAbiParameters('address, address'), [pool.currency0, me]),
    ],
  ])
  const hash = await wallet.writeContract({
    address: v4.positionManager,
    abi: V4_NPM,
    functionName: 'modifyLiquidities',
    args: [unlockData, 10_000_000_000n],
    value: parseEther('20'),
    gas: 30_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('minting the v4 bench positions failed')
  const count = await client.readContract({
    address: v4.positionManager,
    abi: V4_NPM,
    functionName: 'balanceOf',
    args: [me],
  })
  if (count !== BigInt(V4_POSITIONS))
    throw new Error(`account ${ACCOUNT} holds ${count} v4 positions`)
}

interface RunResult {
  ms: number
  requests: number
  fromFirstRequestMs: number
  /** t1 → t2: the analytics lines of all rows. */
  analyticsMs: number
  analyticsRequests: number
}

async function run(browser: Browser, wallet: E2EWallet, l1: ManifestChain, account: string) {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on('pageerror', (e) => console.error(`[page] ${e.message}`))
  await wallet.install(page)
  const reads = [l1.contracts.positionManager, l1.v4?.positionManager, l1.v4?.stateView]
    .filter((a) => a !== undefined)
    .map((a) => a.slice(2).toLowerCase())
  const sent: number[] = []
  const all: number[] = []
  const log: { at: number; counted: boolean; calls: string }[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(l1.rpcUrl) || r.method() !== 'POST') return
    all.push(Date.now())
    const body = (r.postData() ?? '').toLowerCase()
    const counted = reads.some((a) => body.includes(a)) || body.includes(SLOT0_SELECTOR)
    if (counted) sent.push(Date.now())
    if (LOG_REQUESTS) log.push({ at: Date.now(), counted, calls: describeCalls(body, l1) })
  })
  const tail = account.slice(-4).toLowerCase()
  await page.addInitScript(
    ({ tail, count }) => {
      const w = window as unknown as {
        __bench: { t0?: number; t1?: number; wall1?: number; t2?: number; wall2?: number }
      }
      w.__bench = {}
      const tick = () => {
        const b = w.__bench
        const button = document.querySelector('[data-testid="wallet-button"]')
        if (b.t0 === undefined && button?.textContent?.toLowerCase().includes(tail))
          b.t0 = performance.now()
        const rows = document.querySelectorAll('[data-testid="position-row"]')
        const complete =
          rows.length === count &&
          Array.from(rows).every(
            (r) =>
              r.querySelector('[data-testid="position-badge"]') &&
              r.querySelector('[data-testid="position-fees"]')?.textContent?.match(/\d/),
          )
        if (complete && b.t1 === undefined) {
          b.t1 = performance.now()
          b.wall1 = Date.now()
        }
        const analysed =
          b.t1 !== undefined &&
          Array.from(document.querySelectorAll('[data-protocol="v3"]')).every((r) =>
            r.querySelector('[data-testid="position-analytics-summary"]'),
          )
        if (analysed && b.t2 === undefined) {
          b.t2 = performance.now()
          b.wall2 = Date.now()
        }
        if (b.t2 === undefined) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { tail, count: POSITIONS },
  )
  await page.goto(`${APP_URL}/#/pool`)
  await page.waitForFunction(
    () => (window as unknown as { __bench: { t2?: number } }).__bench.t2 !== undefined,
    undefined,
    { timeout: 60_000 },
  )
  const b = await page.evaluate(
    () =>
      (
        window as unknown as {
          __bench: { t0: number; t1: number; wall1: number; t2: number; wall2: number }
        }
      ).__bench,
  )
  await page.close()
  const until = sent.filter((t) => t <= b.wall1)
  if (LOG_REQUESTS) {
    const start = log[0]?.at ?? 0
    for (const e of log.filter((e) => e.at <= b.wall1))
      console.log(`  +${e.at - start} ms ${e.counted ? 'COUNTED' : 'other  '} ${e.calls}`)
  }
  return {
    ms: b.t1 - b.t0,
    requests: until.length,
    fromFirstRequestMs: b.wall1 - (until[0] ?? b.wall1),
    analyticsMs: b.t2 - b.t1,
    analyticsRequests: all.filter((t) => t > b.wall1 && t <= b.wall2).length,
  } satisfies RunResult
}

/** A JSON-RPC body as a short list: method, and for calls the target's name and selector. */
function describeCalls(body: string, l1: ManifestChain): string {
  const names = new Map<string, string>([
    [l1.contracts.positionManager.toLowerCase(), 'v3NPM'],
    [(l1.v4?.positionManager ?? '').toLowerCase(), 'v4PM'],
    [(l1.v4?.stateView ?? '').toLowerCase(), 'stateView'],
    [(l1.contracts.multicall3 ?? '').toLowerCase(), 'multicall3'],
  ])
  const entries = [JSON.parse(body)].flat() as { method: string; params?: unknown[] }[]
  return entries
    .map((e) => {
      const p = e.params?.[0] as { to?: string; data?: string; address?: string } | undefined
      if (e.method === 'eth_call' && p?.to) {
        const inner = [...names.entries()]
          .filter(([a, n]) => a && n !== 'multicall3' && p.data?.includes(a.slice(2)))
          .map(([, n]) => n)
        const slot0 = p.data?.includes(SLOT0_SELECTOR) ? '+slot0' : ''
        return `call(${names.get(p.to) ?? p.to.slice(0, 8)}:${p.data?.slice(0, 10)}${inner.length ? `[${inner.join(',')}${slot0}]` : slot0})`
      }
      if (e.method === 'eth_getLogs')
        return `getLogs(${names.get(p?.address ?? '') ?? p?.address?.slice(0, 8)})`
      return e.method
    })
    .reduce<string[]>((acc, c) => {
      const last = acc.at(-1)
      const m = last?.match(/^(.*) ×(\d+)$/)
      if (m && m[1] === c) acc[acc.length - 1] = `${c} ×${Number(m[2]) + 1}`
      else if (last === c) acc[acc.length - 1] = `${c} ×2`
      else acc.push(c)
      return acc
    }, [])
    .join(', ')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
let browser: Browser | undefined
try {
  const manifest = stack.manifest
  const l1 = manifest?.chains.find((c) => c.layer === 1)
  if (!manifest || !l1) throw new Error('no devnet L1')
  const account = await mintPositions(manifest, l1)
  const wallet = benchWallet(manifest, l1, ACCOUNT)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: RunResult[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    const r = await run(browser, wallet, l1, account)
    // The first load fills the browser cache (app chunks): reported, not counted.
    console.log(
      `${i === 0 ? 'warm-up' : `run ${i}`}: ${r.ms.toFixed(0)} ms from account known to ${POSITIONS} rows with badges and fees; ${r.requests} positions requests (first request → shown ${r.fromFirstRequestMs} ms); analytics lines +${r.analyticsMs.toFixed(0)} ms, ${r.analyticsRequests} requests`,
    )
    if (i > 0) results.push(r)
  }
  console.log(
    `pool list, ${POSITIONS} positions: median ${median(results.map((r) => r.ms)).toFixed(0)} ms, max requests ${Math.max(...results.map((r) => r.requests))} (targets < 1000 ms, ≤ 4); analytics of all ${POSITIONS}: median +${median(results.map((r) => r.analyticsMs)).toFixed(0)} ms, max ${Math.max(...results.map((r) => r.analyticsRequests))} requests; load ${loadavg()[0]?.toFixed(2)}`,
  )
} finally {
  await browser?.close()
  await stack.stop()
}
