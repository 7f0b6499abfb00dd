// Issue 31, swaps where today's liquidity is: Uniswap v4 pools through the Universal Router with
// Permit2, on the devnet L1 (its v4 seed: packages/devnet seed/v4Pools.ts). Each swap is checked
// on chain: what arrives equals, to the wei, the amount the confirm dialog showed.
//   - ETH → LUM (a token only v4 lists) straight into the native-ETH v4 pool, never wrapped;
//   - LUM → USDC through the pool whose hook takes 1.23 % of the output: the hook, what it may
//     do and its fee on this swap are shown before confirming;
//   - DAI → LUM over a mixed v3 → v4 route: Permit2 approved once, the router's allowance
//     signed at Confirm; a second swap of DAI needs neither.
// The same mixed route from a batching wallet is smart-wallet.spec's.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, decodeFunctionData, parseAbi, type Transaction } from 'viem'
import { allowance } from '../harness/batch.ts'
import { expect, test } from '../harness/fixtures.ts'
import { changed, openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

const EXECUTE = parseAbi([
  'function execute(bytes commands, bytes[] inputs, uint256 deadline) payable',
])
const WRAP_ETH = 0x0b
const V4_SWAP = 0x10

function lumOf(chain: ManifestChain): Address {
  const lum = chain.v4Seed?.tokens.find((t) => t.symbol === 'LUM')
  if (!lum) throw new Error('the devnet seeded no LUM')
  return lum.address
}

function v4Of(chain: ManifestChain) {
  if (!chain.v4) throw new Error('the devnet deployed no v4')
  return chain.v4
}

/**
 * The newest transaction `from` sent to the Universal Router: its command bytes and value. Looked
 * for in the last few blocks: an interval block (every 12 s on the L1) may follow the swap's.
 */
async function lastRouterCall(chain: ManifestChain, from: Address) {
  const client = publicClient(chain)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  let tx: Transaction | undefined
  for (let n = head; n >= 0n && n > head - 5n && !tx; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    tx = [...block.transactions].reverse().find((t) => t.from.toLowerCase() === from.toLowerCase())
  }
  if (!tx) throw new Error('no swap in the last five blocks')
  expect(tx.to?.toLowerCase()).toBe(v4Of(chain).universalRouter.toLowerCase())
  const { args } = decodeFunctionData({ abi: EXECUTE, data: tx.input })
  const commands = [...Buffer.from(args[0].slice(2), 'hex')].map((b) => b & 0x3f)
  return { commands, value: tx.value }
}

test('ETH → LUM, a token only v4 lists, goes straight into the native-ETH v4 pool', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const lum = lumOf(chain)
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${lum}`, {
    importing: true,
  })
  await swap.inputAmount.fill('0.5')
  await swap.expectQuote()
  await swap.showDetails()
  // Each pool reads '{pair} {protocol} {fee}' (the pair for screen readers and on hover).
  await expect(swap.route.getByTestId('swap-route-pool')).toHaveText([/\bv4 0\.3%$/])
  // No approval for the native coin, and no signature.
  await expect(swap.approveButton).toHaveCount(0)
  const before = await tokenBalance(chain, lum, wallet.address)
  const shown = await swap.confirmSwapReading()
  const after = await changed(() => tokenBalance(chain, lum, wallet.address), before)
  expect(after - before).toBe(shown.output)
  expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(0)
  // The ETH went in as the call's value and the PoolManager took it as is: no WRAP_ETH.
  const call = await lastRouterCall(chain, wallet.address)
  expect(call.value).toBe(shown.input)
  expect(call.commands).toContain(V4_SWAP)
  expect(call.commands).not.toContain(WRAP_ETH)
})

test("the fee-taking hook's pool: the hook and its fee are shown before confirming, and hold on chain", async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const lum = lumOf(chain)
  const usdc = seedToken(chain, 'USDC')
  const hook = chain.v4Seed?.pools.find((p) => p.role === 'fee-hook')?.hooks
  if (!hook) throw new Error('no fee-hook pool')
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=${lum}&outputCurrency=${usdc.address}`,
    { importing: true },
  )
  await swap.inputAmount.fill('1')
  await swap.expectQuote()
  await swap.showDetails()
  const notice = page.getByTestId('swap-hook')
  await expect(notice).toBeVisible()
  await expect(notice.getByTestId('swap-hook-address')).toHaveAttribute(
    'href',
    new RegExp(`/address/${hook}$`, 'i'),
  )
  // FeeTakingHook's bits: afterSwap and afterSwapReturnsDelta (0x44).
  await expect(notice.getByTestId('swap-hook-permissions').getByRole('listitem')).toHaveText([
    'Run code after every swap, and refuse it',
    "Take part of a swap's output, or add to it (it can take a fee)",
  ])
  await expect(notice.getByTestId('swap-hook-caution')).toHaveText(
    "This hook is not on Tidepool's list of reviewed hooks. It is code the pool runs on your swap, and it can change what you receive. Swap only if you trust it.",
  )
  const fee = notice.getByTestId('swap-hook-fee')
  await expect(fee).toContainText(/Hook fee on this swap: [\d.,]+ USDC/)
  const shownFee = Number(
    (await fee.textContent())?.match(/([\d.,]+) USDC/)?.[1]?.replaceAll(',', ''),
  )

  await swap.approveButton.click()
  await expect(swap.approveButton).toHaveText('You can now trade LUM', { timeout: 30_000 })
  const before = await tokenBalance(chain, usdc.address, wallet.address)
  const shown = await swap.confirmSwapReading()
  const after = await changed(() => tokenBalance(chain, usdc.address, wallet.address), before)
  expect(after - before).toBe(shown.output)
  // FeeTakingHook keeps 1.23 % of the gross output: the fee shown is that, to 6 digits.
  const gross = Number(shown.output) / 0.9877
  expect(Math.abs(shownFee * 1e6 - gross * 0.0123) / (gross * 0.0123)).toBeLessThan(1e-4)
})

test('DAI → LUM over a mixed v3 → v4 route: Permit2 once, a signature, then no approval for the next swap', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const lum = lumOf(chain)
  // DAI has no v4 pool the engine routes through (its one v4 pool is hooked): any route to LUM
  // starts in v2 or v3 and ends in v4.
  const dai = seedToken(chain, 'DAI')
  const { permit2 } = v4Of(chain)
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=${dai.address}&outputCurrency=${lum}`,
    { importing: true },
  )
  await swap.inputAmount.fill('100')
  await swap.expectQuote()
  await swap.showDetails()
  const protocols = await swap.route.getByTestId('swap-route-pool').allTextContents()
  expect(protocols.at(-1)).toMatch(/\bv4 /)
  expect(protocols.some((p) => /\bv[23] /.test(p))).toBe(true)

  // The approval is Permit2's (ERC-20 approve, max), once per token.
  await expect(swap.approveButton).toHaveText('Approve DAI')
  await swap.approveButton.click()
  await expect(swap.approveButton).toHaveText('You can now trade DAI', { timeout: 30_000 })
  expect(await allowance(chain, dai.address, wallet.address, permit2)).toBe(2n ** 256n - 1n)

  let before = await tokenBalance(chain, lum, wallet.address)
  let shown = await swap.confirmSwapReading()
  let after = await changed(() => tokenBalance(chain, lum, wallet.address), before)
  expect(after - before).toBe(shown.output)
  const signed = wallet.requestsOf('eth_signTypedData_v4')
  expect(signed).toHaveLength(1)
  expect(JSON.stringify(signed[0]?.params)).toContain('PermitSingle')
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(2)

  // The second swap of DAI: no approval, no signature, one transaction.
  await swap.inputAmount.fill('50')
  await swap.expectQuote()
  before = after
  shown = await swap.confirmSwapReading()
  after = await changed(() => tokenBalance(chain, lum, wallet.address), before)
  expect(after - before).toBe(shown.output)
  expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(1)
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3)
})
