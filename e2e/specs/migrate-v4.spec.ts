// Issue 32 "Migrate v3 → v4" on the devnet, asserted on chain: a v3 WETH/USDC position, from its
// page's "Migrate to v4", moved into the native ETH/USDC v4 pool (0.05 %, spacing 10). The preview
// (kept to the wei in data-raw) shows once the simulation of the very transaction agrees with it;
// the owner signs the v3 NFT's permit of the Universal Router; then exactly one transaction burns
// the v3 NFT, mints the v4 position with the previewed liquidity, and leaves the wallet richer by
// the previewed refunds (ETH net of gas, USDC; no WETH moves). The screen is axe-clean in both
// themes and fits 320 px. A batching wallet (EIP-5792) signs nothing: the NFT's approval of the
// router goes first in the migration's one wallet_sendCalls.
import type { Page } from '@playwright/test'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { decodeFunctionData, parseAbi, parseEther, parseUnits } from 'viem'
import type { AppShell } from '../harness/app-shell.ts'
import { BATCHING_WALLET, theOnlyBatch } from '../harness/batch.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { balanceOf, findPool, mintPosition, tokenAddress } from '../harness/liquidity-position.ts'
import { nextV4TokenId, openConnected, v4PositionLiquidity } from '../harness/liquidity-v4.ts'
import { checkLooks } from '../harness/simulation.ts'
import { etherBalance } from '../harness/swap-page.ts'
import type { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

const NPM = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function approve(address to, uint256 tokenId)',
])

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

/**
 * Mints a v3 WETH/USDC position for account 0, opens its migration into the native ETH/USDC pool
 * (0.05 %, spacing 10), waits for the simulation to agree with the preview and resolves to the
 * preview's figures (to the wei, from data-raw) with the position's id.
 */
async function openMigration(page: Page, app: AppShell, wallet: E2EWallet, devnet: Devnet) {
  const chain = devnet.l1
  const pool = findPool(chain, 'WETH', 'USDC', 500)
  const wethIs0 = pool.token0.toLowerCase() === tokenAddress(chain, 'WETH').toLowerCase()
  const [eth, usdc] = [parseEther('1'), parseUnits('3000', 6)]
  const { tokenId } = await mintPosition(devnet.manifest, chain, {
    account: 0,
    pool,
    steps: [-20, 20],
    amount0: wethIs0 ? eth : usdc,
    amount1: wethIs0 ? usdc : eth,
  })
  await openConnected(app, wallet, `/pool/${tokenId}`)
  await page.getByTestId('position-migrate-v4').click()
  await expect(page).toHaveURL(new RegExp(`/migrate/v3/${tokenId}$`))
  await expect(page.getByTestId('migrate-v4-native')).toBeChecked({ timeout: 30_000 })
  await page.getByTestId('v4-preset-500-10').click()
  await expect(page.getByTestId('v4-pool-status')).toHaveAttribute('data-status', 'exists', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('change-range-simulation')).toHaveText(
    'Simulated: the chain moves exactly these amounts.',
    { timeout: 30_000 },
  )
  return {
    tokenId,
    refund0: await raw(page, 'change-range-refunds0'),
    refund1: await raw(page, 'change-range-refunds1'),
    liquidity: await raw(page, 'change-range-liquidity'),
  }
}

/**
 * Clicks Migrate and checks on chain: exactly one transaction from the wallet, the v3 NFT burned,
 * the v4 position with the previewed liquidity, ETH (net of gas) and USDC up by the previewed
 * refunds, no WETH moved.
 */
async function migrateAndCheck(
  page: Page,
  wallet: E2EWallet,
  devnet: Devnet,
  preview: Awaited<ReturnType<typeof openMigration>>,
) {
  const chain = devnet.l1
  const client = publicClient(chain)
  const newId = await nextV4TokenId(chain)
  const usdcAddress = tokenAddress(chain, 'USDC')
  const wethAddress = tokenAddress(chain, 'WETH')
  const [eth0, usdc0, weth0, nonce] = await Promise.all([
    etherBalance(chain, wallet.address),
    balanceOf(chain, usdcAddress, wallet.address),
    balanceOf(chain, wethAddress, wallet.address),
    client.getTransactionCount({ address: wallet.address }),
  ])
  await page.getByTestId('migrate-v4-submit').click()
  await expect(
    page.getByText(`Transaction confirmed: Migrate ETH/USDC position #${preview.tokenId} to V4`),
  ).toBeVisible({ timeout: 30_000 })
  // Exactly one transaction: a permit is a signature, a batch one transaction.
  expect(await client.getTransactionCount({ address: wallet.address })).toBe(nonce + 1)
  // Found by sender and nonce in the latest blocks (others may have been mined since).
  const latest = await client.getBlockNumber()
  let hash: `0x${string}` | undefined
  for (let n = latest; n > latest - 10n && !hash; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    hash = block.transactions.find(
      (t) => t.from.toLowerCase() === wallet.address.toLowerCase() && t.nonce === nonce,
    )?.hash
  }
  if (!hash) throw new Error('the migration is not in the latest blocks')
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  expect((await etherBalance(chain, wallet.address)) - eth0 + gas).toBe(preview.refund0)
  expect((await balanceOf(chain, usdcAddress, wallet.address)) - usdc0).toBe(preview.refund1)
  expect(await balanceOf(chain, wethAddress, wallet.address)).toBe(weth0)
  expect(await v4PositionLiquidity(chain, newId)).toBe(preview.liquidity)
  await expect(
    client.readContract({
      address: chain.contracts.positionManager,
      abi: NPM,
      functionName: 'ownerOf',
      args: [BigInt(preview.tokenId)],
    }),
  ).rejects.toThrow()
}

test.describe('migrate a v3 position to v4', () => {
  test.setTimeout(120_000)

  test('a v3 WETH/USDC position into the native ETH/USDC pool: one transaction, the v3 NFT burned, the v4 position and the refunds as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const preview = await openMigration(page, app, wallet, devnet)
    await checkLooks(page, 'migrate-v4', '[data-testid="migrate-v4"]')
    expect(preview.liquidity).toBeGreaterThan(0n)
    await expect(page.getByTestId('migrate-v4-submit')).toBeDisabled()
    await expect(page.getByTestId('migrate-v4-allow')).toHaveText('Allow the migration (signature)')
    await page.getByTestId('migrate-v4-allow').click()
    await expect(page.getByTestId('migrate-v4-submit')).toBeEnabled({ timeout: 15_000 })
    await migrateAndCheck(page, wallet, devnet, preview)
    expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(1)
  })
})

test.describe('migrate a v3 position to v4 from a batching wallet (EIP-5792)', () => {
  test.setTimeout(120_000)
  test.use({ walletOptions: BATCHING_WALLET })

  test('no signature: the NFT’s approval of the router and the migration go as one batch', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const preview = await openMigration(page, app, wallet, devnet)
    await expect(page.getByTestId('migrate-v4-allow')).toHaveCount(0)
    await migrateAndCheck(page, wallet, devnet, preview)
    const chain = devnet.l1
    const router = chain.v4?.universalRouter ?? ''
    const [approve, execute, ...rest] = theOnlyBatch(wallet)
    expect(rest).toEqual([])
    expect(approve?.to.toLowerCase()).toBe(chain.contracts.positionManager.toLowerCase())
    expect(decodeFunctionData({ abi: NPM, data: approve?.data ?? '0x' })).toEqual({
      functionName: 'approve',
      args: [router, BigInt(preview.tokenId)],
    })
    expect(execute?.to.toLowerCase()).toBe(router.toLowerCase())
  })
})
