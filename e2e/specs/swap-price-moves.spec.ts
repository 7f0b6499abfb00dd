// spec 01 §4 Swap confirmation (steps 2–3) and §8 Swap revert mapping on the devnet: another
// account trades between the app's quote and its swap.
import { expect, test } from '../harness/fixtures.ts'
import { expectMined, frontRun } from '../harness/front-run.ts'
import { nextPoll } from '../harness/poll-clock.ts'
import { rpc } from '../harness/rpc.ts'
import { openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

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
