// spec 01 §5 Swap / §9 Price impact, in expert mode (turned on by the ?ape URL parameter): the
// swap goes straight through, but a price impact at or over 5 % needs a confirmation and at or
// over 10 % the typed word 'confirm', both in the page (in-app wallet browsers often have no
// window.confirm or window.prompt). ETH → MKR on the local L1: 550 ETH moves the price ~6 %, 800 ETH well over 10 %.
import { expect, test } from '../harness/fixtures.ts'
import { changed, openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

test('at a 5–10 % impact the page asks; declining sends nothing, accepting swaps', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const mkr = seedToken(devnet.l1, 'MKR')
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=ETH&outputCurrency=${mkr.address}&ape`,
  )
  await swap.inputAmount.fill('550')
  await swap.expectQuote()
  await swap.showDetails()
  await expect(swap.details).toContainText(/Price Impact\s*[5-9]\.\d\d%/)
  const before = await tokenBalance(devnet.l1, mkr.address, wallet.address)
  // issue 12 #16: never window.confirm (in-app wallet browsers lack it).
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`)
  })

  await swap.button.click()
  const check = page.getByRole('dialog', { name: 'High Price Impact' })
  await expect(check).toContainText(
    /This swap has a price impact of at least [5-9]\.\d\d%\. Please confirm that you would like to continue with this swap\./,
  )
  // Cancel holds the first focus: a stray Enter never swaps.
  await expect(check.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await check.getByRole('button', { name: 'Cancel' }).click()
  await expect(check).toHaveCount(0)
  await expect(swap.confirmDialog).toHaveCount(0)
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0)
  expect(await tokenBalance(devnet.l1, mkr.address, wallet.address)).toBe(before)

  await swap.button.click()
  await check.getByTestId('swap-impact-confirm').click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
    timeout: 30_000,
  })
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(1)
  expect(
    await changed(() => tokenBalance(devnet.l1, mkr.address, wallet.address), before),
  ).toBeGreaterThan(before)
})

test('at 10 % or more the word confirm is typed in the page before the swap is sent', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const mkr = seedToken(devnet.l1, 'MKR')
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=ETH&outputCurrency=${mkr.address}&ape`,
  )
  await swap.inputAmount.fill('800')
  await swap.expectQuote()
  const before = await tokenBalance(devnet.l1, mkr.address, wallet.address)
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`)
  })

  await swap.button.click()
  const check = page.getByRole('dialog', { name: 'High Price Impact' })
  await expect(check).toContainText(
    /This swap has a price impact of at least \d\d\.\d\d%\. Please type the word "confirm" to continue with this swap\./,
  )
  const word = check.getByTestId('swap-impact-confirm-input')
  await expect(word).toBeFocused()
  await word.fill('Confirm')
  await expect(check.getByTestId('swap-impact-confirm')).toBeDisabled()
  await expect(swap.confirmDialog).toHaveCount(0)
  await word.fill('confirm')
  await check.getByTestId('swap-impact-confirm').click()
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({
    timeout: 30_000,
  })
  expect(
    await changed(() => tokenBalance(devnet.l1, mkr.address, wallet.address), before),
  ).toBeGreaterThan(before)
})
