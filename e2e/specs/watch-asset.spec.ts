// spec 01 §7 item 8 (watchAsset: ERC20 with address, symbol, decimals, image) and spec 02 §4
// Transaction dialog ("optional add-token-to-wallet"): after a swap to an ERC-20, the submitted
// dialog offers to add the output token; the wallet gets wallet_watchAsset with the token's
// fields, a refusal (4001) says so and leaves the offer up. One page, one swap.
import { expect, test } from '../harness/fixtures.ts'
import { openSwap, seedToken } from '../harness/swap-page.ts'

test('the submitted swap adds its output token to the wallet', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${dai.address}`)
  await swap.inputAmount.fill('0.5')
  await swap.expectQuote()
  await swap.button.click()
  await swap.confirmDialog.getByTestId('swap-confirm-button').click()
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted).toBeVisible({ timeout: 30_000 })

  const add = submitted.getByRole('button', { name: 'Add DAI to your wallet' })
  // The user says no in the wallet: nothing happened, the offer stays.
  wallet.rejectNext('wallet_watchAsset')
  await add.click()
  await expect(
    submitted.getByText('DAI was not added: the request was declined in your wallet.'),
  ).toBeVisible()
  await add.click()
  await expect(submitted.getByText('Added DAI', { exact: true })).toBeVisible()
  await expect(add).toHaveCount(0)

  const requests = wallet.requestsOf('wallet_watchAsset')
  expect(requests).toHaveLength(2)
  // The devnet's list serves its logos from the devnet's own (loopback, http) server.
  expect(requests[1]?.params[0]).toEqual({
    type: 'ERC20',
    options: {
      address: dai.address,
      symbol: 'DAI',
      decimals: dai.decimals,
      image: `${devnet.manifest.tokenLists?.gateway}/logos/DAI.svg`,
    },
  })
})
