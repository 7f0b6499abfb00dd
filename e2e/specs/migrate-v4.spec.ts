// Issue 32 "Migrate v3 → v4" on the devnet, asserted on chain: a v3 WETH/USDC position, from its
// page's "Migrate to v4", moved into the native ETH/USDC v4 pool (0.05 %, spacing 10). The preview
// (kept to the wei in data-raw) shows once the simulation of the very transaction agrees with it;
// the owner signs the v3 NFT's permit of the Universal Router; then exactly one transaction burns
// the v3 NFT, mints the v4 position with the previewed liquidity, and leaves the wallet richer by
// the previewed refunds (ETH net of gas, USDC; no WETH moves). The screen is axe-clean in both
// themes and fits 320 px.
import type { Page } from '@playwright/test'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { parseAbi, parseEther, parseUnits } from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { balanceOf, findPool, mintPosition, tokenAddress } from '../harness/liquidity-position.ts'
import { nextV4TokenId, openConnected, v4PositionLiquidity } from '../harness/liquidity-v4.ts'
import { checkLooks } from '../harness/simulation.ts'
import { etherBalance } from '../harness/swap-page.ts'

const NPM = parseAbi(['function ownerOf(uint256) view returns (address)'])

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

test.describe('migrate a v3 position to v4', () => {
  test.setTimeout(120_000)

  test('a v3 WETH/USDC position into the native ETH/USDC pool: one transaction, the v3 NFT burned, the v4 position and the refunds as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
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
    const simulation = page.getByTestId('change-range-simulation')
    await expect(simulation).toHaveText('Simulated: the chain moves exactly these amounts.', {
      timeout: 30_000,
    })
    await checkLooks(page, 'migrate-v4', '[data-testid="migrate-v4"]')
    const refund0 = await raw(page, 'change-range-refunds0')
    const refund1 = await raw(page, 'change-range-refunds1')
    const liquidity = await raw(page, 'change-range-liquidity')
    expect(liquidity).toBeGreaterThan(0n)

    await expect(page.getByTestId('migrate-v4-submit')).toBeDisabled()
    await page.getByTestId('migrate-v4-allow').click()
    await expect(page.getByTestId('migrate-v4-submit')).toBeEnabled({ timeout: 15_000 })

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
      page.getByText(`Transaction confirmed: Migrate ETH/USDC position #${tokenId} to V4`),
    ).toBeVisible({ timeout: 30_000 })
    // Exactly one transaction: the permit is a signature, not a transaction.
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
    expect((await etherBalance(chain, wallet.address)) - eth0 + gas).toBe(refund0)
    expect((await balanceOf(chain, usdcAddress, wallet.address)) - usdc0).toBe(refund1)
    expect(await balanceOf(chain, wethAddress, wallet.address)).toBe(weth0)
    expect(await v4PositionLiquidity(chain, newId)).toBe(liquidity)
    await expect(
      client.readContract({
        address: chain.contracts.positionManager,
        abi: NPM,
        functionName: 'ownerOf',
        args: [BigInt(tokenId)],
      }),
    ).rejects.toThrow()
  })
})
