// Issue 14 /remove/v2/{A}/{B} on the devnet with account 0's seeded Uniswap v2 LP, asserted on
// chain: the LP burned is exactly what the screen said, the tokens and ETH received equal the
// shown amounts (the fee-on-transfer token: net of its 1 % fee on each of its two transfers) and
// are at least the 5 % minimums; the approval path sends approve, the permit path only a
// typed-data signature; the router variant sent is the one spec 02 §7's order picks.
import type { Page } from '@playwright/test'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, erc20Abi, formatUnits, type Hash } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { tokenAddress } from '../harness/liquidity-position.ts'
import {
  APPROVE_SELECTOR,
  afterFee,
  failNextSignature,
  lpBalance,
  openRoute,
  raw,
  selector,
  sentData,
  v2Position,
} from '../harness/liquidity-v2-remove.ts'
import { etherBalance, tokenBalance } from '../harness/swap-page.ts'

const REMOVE_ETH = selector('removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)')
const REMOVE_WITH_PERMIT = selector(
  'removeLiquidityWithPermit(address,address,uint256,uint256,uint256,address,uint256,bool,uint8,bytes32,bytes32)',
)
const REMOVE_ETH_PERMIT_FOT = selector(
  'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address,uint256,uint256,uint256,address,uint256,bool,uint8,bytes32,bytes32)',
)

const minimum = (amount: bigint) => (amount * 9_500n) / 10_000n

/** Opens the confirm dialog, confirms, and returns the mined removal's hash. */
async function confirmRemoval(page: Page): Promise<Hash> {
  await page.getByTestId('v2-remove-button').click()
  const confirm = page.getByTestId('v2-remove-confirm')
  await expect(confirm).toBeVisible()
  await confirm.getByTestId('v2-remove-confirm-button').click()
  const dialog = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
  return href.split('/tx/')[1] as Hash
}

async function gasCost(devnet: Devnet, hash: Hash): Promise<bigint> {
  const receipt = await publicClient(devnet.l1).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** The confirmation's exact figures (data-raw), read while it is open. */
async function confirmFigures(page: Page) {
  await page.getByTestId('v2-remove-button').click()
  await expect(page.getByTestId('v2-remove-confirm')).toBeVisible()
  // issue 34 #13: the LP line says what it is (it was a bare 'WETH/USDC' and an amount).
  await expect(page.getByTestId('v2-remove-confirm')).toContainText(/\w+\/\w+ Pool Tokens burned/)
  const figures = {
    lp: await raw(page, 'v2-remove-confirm-lp'),
    a: await raw(page, 'v2-remove-confirmA'),
    b: await raw(page, 'v2-remove-confirmB'),
  }
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('v2-remove-confirm')).toHaveCount(0)
  return figures
}

test.describe('v2 remove', () => {
  test.setTimeout(180_000)

  test('Simple mode with an approval: 50 % of WETH/USDC as ETH through removeLiquidityETH', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address as Address
    const usdc = tokenAddress(chain, 'USDC')
    const position = v2Position(chain, 'WETH', 'USDC')
    const lpBefore = await lpBalance(chain, position.pair, me)
    expect(lpBefore).toBe(BigInt(position.liquidity))
    await openRoute(app, wallet, `/remove/v2/ETH/${usdc}`)
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Enter a percent', {
      timeout: 30_000,
    })
    await expect(page.getByTestId('v2-remove-lp-balance')).toHaveAttribute(
      'data-raw',
      lpBefore.toString(),
    )
    await expect(page.getByTestId('v2-remove-transfer-fee')).toHaveCount(0) // plain tokens
    await page.getByTestId('v2-remove-slider').getByRole('button', { name: '50%' }).click()
    await expect(page.getByTestId('v2-remove-slider').locator('output')).toHaveText('50%')
    // A signing failure that is not a refusal falls back to an approval transaction (spec 02 §8).
    failNextSignature(wallet)
    await page.getByTestId('v2-remove-approve').click()
    await expect(page.getByTestId('v2-remove-approve')).toHaveText('Approved', { timeout: 30_000 })
    const approvals = sentData(wallet).filter((t) => t.data.startsWith(APPROVE_SELECTOR))
    expect(approvals).toHaveLength(1)
    expect(approvals[0]?.to.toLowerCase()).toBe(position.pair.toLowerCase())
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Remove')
    await expect(page.getByTestId('v2-remove-button')).toBeEnabled()

    const shown = await confirmFigures(page)
    expect(shown.lp).toBe(lpBefore / 2n)
    expect(await raw(page, 'v2-remove-amountA')).toBe(shown.a)
    expect(await raw(page, 'v2-remove-amountB')).toBe(shown.b)
    const [ethBefore, usdcBefore] = [
      await etherBalance(chain, me),
      await tokenBalance(chain, usdc, me),
    ]
    const hash = await confirmRemoval(page)
    const gas = await gasCost(devnet, hash)
    const sent = sentData(wallet).at(-1)
    expect(sent?.data.startsWith(REMOVE_ETH)).toBe(true)
    expect(await lpBalance(chain, position.pair, me)).toBe(lpBefore - shown.lp)
    const ethGot = (await etherBalance(chain, me)) + gas - ethBefore
    const usdcGot = (await tokenBalance(chain, usdc, me)) - usdcBefore
    expect(ethGot).toBe(shown.a)
    expect(usdcGot).toBe(shown.b)
    expect(ethGot >= minimum(shown.a) && usdcGot >= minimum(shown.b)).toBe(true)
    // After the receipt the form empties and the LP read refreshes.
    await page.getByRole('button', { name: 'Close' }).last().click()
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Enter a percent', {
      timeout: 30_000,
    })
    await expect(page.getByTestId('v2-remove-lp-balance')).toHaveAttribute(
      'data-raw',
      (lpBefore - shown.lp).toString(),
      { timeout: 30_000 },
    )
  })

  test('Detailed mode with a permit: an LP amount of DAI/USDC through removeLiquidityWithPermit', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address as Address
    const [dai, usdc] = [tokenAddress(chain, 'DAI'), tokenAddress(chain, 'USDC')]
    const position = v2Position(chain, 'DAI', 'USDC')
    const lpBefore = await lpBalance(chain, position.pair, me)
    await openRoute(app, wallet, `/remove/v2/${dai}/${usdc}`)
    await page.getByTestId('v2-remove-detailed').click()
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Enter an amount', {
      timeout: 30_000,
    })
    // A token amount drives the LP amount and the other token.
    await page.getByTestId('v2-remove-a-input').fill('1')
    await expect(page.getByTestId('v2-remove-lp-input')).not.toHaveValue('')
    await expect(page.getByTestId('v2-remove-b-input')).not.toHaveValue('')
    // An exact LP amount: a third of the balance, cut to 9 decimals.
    const lp = (lpBefore / 3n / 10n ** 9n) * 10n ** 9n
    await page.getByTestId('v2-remove-lp-input').fill(formatUnits(lp, 18))
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Remove')
    // A refused signature: nothing happens, no fallback (spec 02 §8).
    wallet.rejectNext('eth_signTypedData_v4')
    await page.getByTestId('v2-remove-approve').click()
    await expect.poll(() => wallet.requestsOf('eth_signTypedData_v4').length).toBe(1)
    // The app has handled the refusal once the button is back to an enabled 'Approve' (it is
    // 'Approving', disabled, while the signature is asked for): no transaction was sent by then.
    await expect(page.getByTestId('v2-remove-approve')).toHaveText('Approve')
    await expect(page.getByTestId('v2-remove-approve')).toBeEnabled()
    expect(sentData(wallet)).toHaveLength(0)
    // Signed: EIP-2612 on the pair, domain 'Uniswap V2' version 1.
    await page.getByTestId('v2-remove-approve').click()
    await expect(page.getByTestId('v2-remove-approve')).toHaveText('Approved', { timeout: 30_000 })
    const typed = JSON.parse(String(wallet.requestsOf('eth_signTypedData_v4').at(-1)?.params[1]))
    expect(typed.domain.name).toBe('Uniswap V2')
    expect(typed.domain.version).toBe('1')
    expect(String(typed.domain.verifyingContract).toLowerCase()).toBe(position.pair.toLowerCase())
    expect(BigInt(typed.message.value)).toBe(lp)

    const shown = await confirmFigures(page)
    expect(shown.lp).toBe(lp)
    const [daiBefore, usdcBefore] = [
      await tokenBalance(chain, dai, me),
      await tokenBalance(chain, usdc, me),
    ]
    const hash = await confirmRemoval(page)
    await gasCost(devnet, hash)
    const sends = sentData(wallet)
    expect(sends).toHaveLength(1)
    expect(sends.some((t) => t.data.startsWith(APPROVE_SELECTOR))).toBe(false)
    expect(sends[0]?.data.startsWith(REMOVE_WITH_PERMIT)).toBe(true)
    expect(await lpBalance(chain, position.pair, me)).toBe(lpBefore - lp)
    expect((await tokenBalance(chain, dai, me)) - daiBefore).toBe(shown.a)
    expect((await tokenBalance(chain, usdc, me)) - usdcBefore).toBe(shown.b)
  })

  test('the fee-on-transfer pair TAX/WETH goes through the SupportingFeeOnTransferTokens variant', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address as Address
    const tax = tokenAddress(chain, 'TAX')
    const position = v2Position(chain, 'TAX', 'WETH')
    const lpBefore = await lpBalance(chain, position.pair, me)
    await openRoute(app, wallet, `/remove/v2/${tax}/ETH`)
    await expect(page.getByTestId('v2-remove-button')).toHaveText('Enter a percent', {
      timeout: 30_000,
    })
    // The amounts shown are what the pair pays; the page says TAX arrives net of its fee.
    await expect(page.getByTestId('v2-remove-transfer-fee')).toHaveText(
      'TAX takes a fee on every transfer: you will receive less TAX than shown here.',
    )
    await page.getByTestId('v2-remove-slider').getByRole('button', { name: 'Max' }).click()
    await page.getByTestId('v2-remove-approve').click()
    await expect(page.getByTestId('v2-remove-approve')).toHaveText('Approved', { timeout: 30_000 })
    const shown = await confirmFigures(page)
    expect(shown.lp).toBe(lpBefore)
    const [taxBefore, ethBefore] = [
      await tokenBalance(chain, tax, me),
      await etherBalance(chain, me),
    ]
    const hash = await confirmRemoval(page)
    const gas = await gasCost(devnet, hash)
    expect(sentData(wallet).at(-1)?.data.startsWith(REMOVE_ETH_PERMIT_FOT)).toBe(true)
    expect(await lpBalance(chain, position.pair, me)).toBe(0n)
    const taxGot = (await tokenBalance(chain, tax, me)) - taxBefore
    // The pair → router and router → account transfers each burn 1 %.
    expect(taxGot).toBe(afterFee(afterFee(shown.a)))
    expect(taxGot >= minimum(shown.a)).toBe(true)
    expect((await etherBalance(chain, me)) + gas - ethBefore).toBe(shown.b)
  })

  test("'This transaction would fail. Please contact support.' when every variant's estimate fails", async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address as Address
    const usdc = tokenAddress(chain, 'USDC')
    const position = v2Position(chain, 'WETH', 'USDC')
    await openRoute(app, wallet, `/remove/v2/${usdc}/ETH`)
    await page.getByTestId('v2-remove-slider').getByRole('button', { name: 'Max' }).click({
      timeout: 30_000,
    })
    failNextSignature(wallet)
    await page.getByTestId('v2-remove-approve').click()
    await expect(page.getByTestId('v2-remove-approve')).toHaveText('Approved', { timeout: 30_000 })
    await page.getByTestId('v2-remove-button').click()
    await expect(page.getByTestId('v2-remove-confirm')).toBeVisible()
    // Meanwhile the LP leaves the account (another tab, say): no variant can burn it now.
    const other = walletClient(devnet.manifest, chain, 0)
    const all = await lpBalance(chain, position.pair, me)
    const moved = await other.writeContract({
      address: position.pair,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devnet.manifest.accounts[5]?.address as Address, all],
    })
    await publicClient(chain).waitForTransactionReceipt({ hash: moved })
    const sendsBefore = sentData(wallet).length
    await page.getByTestId('v2-remove-confirm-button').click()
    await expect(page.getByRole('dialog')).toContainText(
      'This transaction would fail. Please contact support.',
      { timeout: 30_000 },
    )
    expect(sentData(wallet)).toHaveLength(sendsBefore)
  })

  test("'Receive WETH' / 'Receive ETH' switch the route's currency; a share below 1 % reads '<1%'", async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const [weth, usdc] = [tokenAddress(chain, 'WETH'), tokenAddress(chain, 'USDC')]
    const position = v2Position(chain, 'WETH', 'USDC')
    await openRoute(app, wallet, `/remove/v2/ETH/${usdc}`)
    await expect(page.getByTestId('v2-remove-pair')).toHaveText('ETH / USDC', { timeout: 30_000 })
    await page.getByTestId('v2-remove-wrap-link').click()
    await expect.poll(() => app.route()).toBe(`/remove/v2/${weth}/${usdc}`)
    await expect(page.getByTestId('v2-remove-pair')).toHaveText('WETH / USDC')
    await expect(page.getByTestId('v2-remove-wrap-link')).toHaveText('Receive ETH')
    // A thousandth of the LP typed in Detailed mode reads '<1%' in Simple mode (spec 02 §5).
    await page.getByTestId('v2-remove-detailed').click()
    const lp = await lpBalance(chain, position.pair, wallet.address as Address)
    await page.getByTestId('v2-remove-lp-input').fill(formatUnits(lp / 1000n, 18))
    await page.getByTestId('v2-remove-simple').click()
    await expect(page.getByTestId('v2-remove-slider').locator('output')).toHaveText('<1%')
    await page.getByTestId('v2-remove-wrap-link').click()
    await expect.poll(() => app.route()).toBe(`/remove/v2/ETH/${usdc}`)
  })

  test.describe('on the Layer 2', () => {
    test.use({ walletOptions: { account: 0, chain: 'l2', authorized: false, name: 'E2E Wallet' } })

    test('the remove and find pages say v2 is not there', async ({ page, app, wallet, devnet }) => {
      const usdc = devnet.l2.tokens.find((t) => t.symbol === 'USDC')?.address ?? ''
      await openRoute(app, wallet, `/remove/v2/ETH/${usdc}`)
      await expect(
        page.getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'),
      ).toBeVisible({
        timeout: 30_000,
      })
      await app.goto('/pool/v2/find')
      await expect(
        page.getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'),
      ).toBeVisible()
    })
  })

  // One page: the theme changes by hash navigation (no reload), the width by resizing; both
  // modes measured at both widths in both themes, axe once per mode and theme (light at 320 px,
  // dark at 375 px, so both layouts are checked).
  test('the remove page passes axe in both themes and fits 320 and 375 px', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    const usdc = tokenAddress(devnet.l1, 'USDC')
    let fitted = 0
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'light') await openRoute(app, wallet, `/remove/v2/ETH/${usdc}?theme=${theme}`)
      else await app.goto(app.route().replace('theme=light', `theme=${theme}`))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      if (theme === 'light') {
        await expect(page.getByTestId('v2-remove-button')).toHaveText('Enter a percent', {
          timeout: 30_000,
        })
        // The 25 % stays through the theme change (same page, same route).
        await page.getByTestId('v2-remove-slider').getByRole('button', { name: '25%' }).click()
      }
      for (const mode of ['v2-remove-simple', 'v2-remove-detailed']) {
        await page.getByTestId(mode).click()
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 800 })
          const box = await page.getByTestId('v2-remove-page').boundingBox()
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
          expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
            width,
          )
          for (const id of ['v2-remove-button', 'v2-remove-approve']) {
            const b = await page.getByTestId(id).boundingBox()
            expect((b?.x ?? 0) + (b?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width)
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow).toBeLessThanOrEqual(0)
          fitted++
          if (width === (theme === 'light' ? 320 : 375)) {
            expect(
              await seriousAxeViolations(page, '[data-testid="v2-remove-page"]'),
              `${mode} (${theme})`,
            ).toEqual([])
            axed++
          }
        }
      }
    }
    expect(fitted).toBe(8)
    expect(axed).toBe(4)
  })
})
