// spec 01 §4 Swap confirmation (steps 2–3) and §8 Swap revert mapping on the devnet: another
// account trades between the app's quote and its swap.
import { expect, test } from '../harness/fixtures.ts'
import { expectMined, frontRun } from '../harness/front-run.ts'
import { nextPoll } from '../harness/poll-clock.ts'
import { holdBlocks, latestBlock, releaseBlocks, rpc } from '../harness/rpc.ts'
import { checkLooks } from '../harness/simulation.ts'
import { openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** The local L2's interval mining period (packages/devnet index.ts). */
const L2_BLOCK_MS = 1_000

test("the price moves while confirming: 'Price Updated', Confirm waits for Accept", async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const usdc = seedToken(devnet.l1, 'USDC')
  // The page clock lets the app's next block poll run as soon as the front-run is mined.
  await page.clock.install()
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${usdc.address}`)
  await swap.inputAmount.fill('1')
  await swap.expectQuote()
  await swap.button.click()
  await expect(swap.confirmDialog).toBeVisible()
  const confirmButton = swap.confirmDialog.getByTestId('swap-confirm-button')
  await expect(confirmButton).toBeEnabled()

  await expectMined(devnet.l1, await frontRun(devnet.manifest, devnet.l1, { ethPerPool: '300' }))
  // The app re-quotes (new block / 15 s poll) and sees the move: the poll is run now (issue 30)
  // rather than waited for.
  await nextPoll(page)
  await expect(swap.confirmDialog.getByText('Price Updated')).toBeVisible({ timeout: 45_000 })
  await expect(confirmButton).toBeDisabled()
  await swap.confirmDialog.getByTestId('swap-accept-button').click()
  await expect(confirmButton).toBeEnabled()
  const before = await tokenBalance(devnet.l1, usdc.address, wallet.address)
  await confirmButton.click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
    timeout: 30_000,
  })
  await expect
    .poll(() => tokenBalance(devnet.l1, usdc.address, wallet.address))
    .toBeGreaterThan(before)
})

test('a move beyond slippage after sending reverts with the slippage message; no funds move', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const usdc = seedToken(devnet.l1, 'USDC')
  const url = devnet.l1.rpcUrl
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${usdc.address}`)
  await swap.inputAmount.fill('1')
  await swap.expectQuote()
  const before = await tokenBalance(devnet.l1, usdc.address, wallet.address)

  // Hold blocks back: the app's swap waits in the mempool while the front-runner outbids it.
  await rpc(url, 'evm_setAutomine', [false])
  await rpc(url, 'evm_setIntervalMining', [0])
  try {
    await swap.button.click()
    await swap.confirmDialog.getByTestId('swap-confirm-button').click()
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
      timeout: 30_000,
    })
    const hashes = await frontRun(devnet.manifest, devnet.l1, { ethPerPool: '300', tipGwei: 50 })
    await rpc(url, 'evm_mine')
    await expectMined(devnet.l1, hashes)
  } finally {
    await rpc(url, 'evm_setAutomine', [true])
    await rpc(url, 'evm_setIntervalMining', [12_000])
  }
  await page.getByRole('button', { name: 'Close' }).last().click()
  // The receipt is failed; the toast explains it in the spec's words (price movement).
  await expect(page.getByText(/due to price movement/).first()).toBeVisible({ timeout: 45_000 })
  expect(await tokenBalance(devnet.l1, usdc.address, wallet.address)).toBe(before)
})

// spec 02 §4's extended tracker on rollups (issue 33), its failed state: on the Arbitrum-style
// L2 the dialog follows the receipt. The swap waits in the mempool until the chain's clock has
// passed its deadline (300 s on L2s, spec 01 §9), so it is mined and reverts whatever the route.
test.describe('on the local L2', () => {
  test.use({ walletOptions: { account: 0, chain: 'l2', authorized: false, name: 'E2E Wallet' } })

  test('a swap mined after its deadline fails on chain: the tracker turns to Error; no funds move', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l2
    const usdc = seedToken(chain, 'USDC')
    const url = chain.rpcUrl
    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=ETH&outputCurrency=${usdc.address}`,
    )
    await swap.inputAmount.fill('0.5')
    await swap.expectQuote()
    const before = await tokenBalance(chain, usdc.address, wallet.address)
    await holdBlocks(url)
    try {
      await swap.button.click()
      await swap.confirmDialog.getByTestId('swap-confirm-button').click()
      await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
        timeout: 30_000,
      })
      const { timestamp } = await latestBlock(url)
      await rpc(url, 'evm_setNextBlockTimestamp', [`0x${(timestamp + 600).toString(16)}`])
      await rpc(url, 'evm_mine')
    } finally {
      await releaseBlocks(url, L2_BLOCK_MS)
    }
    // The swap is in the block mined past its deadline, and reverted there.
    const block = await rpc<{ number: string; transactions: { hash: string; from: string }[] }>(
      url,
      'eth_getBlockByNumber',
      ['latest', true],
    )
    const sent = block.transactions.find(
      (t) => t.from.toLowerCase() === wallet.address.toLowerCase(),
    )
    if (!sent) throw new Error(`the swap is not in block ${block.number}`)
    const receipt = await rpc<{ status: string }>(url, 'eth_getTransactionReceipt', [sent.hash])
    expect(receipt.status).toBe('0x0')
    const failed = page.getByRole('dialog', { name: 'Error' })
    await expect(failed).toBeVisible({ timeout: 30_000 })
    await expect(failed.getByTestId('tx-dialog-submitted')).toHaveAttribute(
      'data-tracker',
      'failed',
    )
    await expect(failed).toContainText('The transaction failed on chain.')
    // Nothing arrived: no token to add to the wallet.
    await expect(failed.getByRole('button', { name: 'Add USDC to your wallet' })).toHaveCount(0)
    await checkLooks(page, 'tracker-error')
    expect(await tokenBalance(chain, usdc.address, wallet.address)).toBe(before)
  })
})
