import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, decodeFunctionData, type Hash, maxUint256, parseAbi } from 'viem'
import { allowance, BATCHING_WALLET, expectMaxApproval, theOnlyBatch } from '../harness/batch.ts'
import { expect, test } from '../harness/fixtures.ts'
import { tokenAddress } from '../harness/liquidity-position.ts'
import { openV2Add, pairOf, pairState, reserveOf } from '../harness/liquidity-v2-add.ts'
import { lpBalance, openRoute, raw, v2Position } from '../harness/liquidity-v2-remove.ts'
import { etherBalance, tokenBalance } from '../harness/swap-page.ts'

const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
])

test.describe('v2 add and remove with an atomic-batching wallet (EIP-5792)', () => {
  test.setTimeout(180_000)
  test.use({ walletOptions: BATCHING_WALLET })

  test('a v2 add of DAI/USDC is one batch [approve DAI, approve USDC, addLiquidity]', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const router = chain.contracts.v2Router02
    const me = wallet.address as Address
    const [dai, usdc] = [tokenAddress(chain, 'DAI'), tokenAddress(chain, 'USDC')]
    expect(await allowance(chain, dai, me, router)).toBe(0n)
    expect(await allowance(chain, usdc, me, router)).toBe(0n)
    const pair = await pairOf(chain, dai, usdc)
    const before = await pairState(chain, pair)

    const add = await openV2Add(page, app, wallet, `/add/v2/${dai}/${usdc}`)
    await add.amount('a').fill('100')
    await expect(add.amount('b')).toHaveValue(/\d/)
    // Neither token is approved, yet there is no approval step: both go in the batch.
    await expect(add.action).toHaveText('Supply', { timeout: 30_000 })
    await expect(add.action).toBeEnabled()
    await expect(page.locator('[data-testid^="approve-"]')).toHaveCount(0)
    await add.action.click()
    await expect(page.getByRole('dialog', { name: 'Confirm Supply' })).toBeVisible()
    const a = await add.raw('v2-confirm-amount-a')
    const b = await add.raw('v2-confirm-amount-b')
    const minted = await add.raw('v2-confirm-liquidity')
    expect(a).toBe(100n * 10n ** 18n)
    const [lpBefore, daiBefore, usdcBefore] = [
      await lpBalance(chain, pair, me),
      await tokenBalance(chain, dai, me),
      await tokenBalance(chain, usdc, me),
    ]
    await add.confirm()
    await expect.poll(() => lpBalance(chain, pair, me), { timeout: 30_000 }).not.toBe(lpBefore)

    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual(
      [dai, usdc, router].map((x) => x.toLowerCase()),
    )
    expectMaxApproval(calls[0], dai, router)
    expectMaxApproval(calls[1], usdc, router)
    const supply = decodeFunctionData({ abi: routerAbi, data: calls[2]?.data ?? '0x' })
    expect(supply.functionName).toBe('addLiquidity')
    expect(supply.args.slice(0, 4)).toEqual([dai, usdc, a, b])
    expect(supply.args[6]).toBe(me)

    // On chain: what the dialog said, to the wei; the router holds the max allowances.
    expect((await lpBalance(chain, pair, me)) - lpBefore).toBe(minted)
    const after = await pairState(chain, pair)
    expect(reserveOf(after, dai) - reserveOf(before, dai)).toBe(a)
    expect(reserveOf(after, usdc) - reserveOf(before, usdc)).toBe(b)
    expect(daiBefore - (await tokenBalance(chain, dai, me))).toBe(a)
    expect(usdcBefore - (await tokenBalance(chain, usdc, me))).toBe(b)
    expect(await allowance(chain, dai, me, router)).toBe(maxUint256)
    expect(await allowance(chain, usdc, me, router)).toBe(maxUint256)
  })

  test('a v2 remove of ETH/USDC is one batch [approve LP, removeLiquidityETH]', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const router = chain.contracts.v2Router02
    const me = wallet.address as Address
    const usdc = tokenAddress(chain, 'USDC')
    const position = v2Position(chain, 'WETH', 'USDC')
    const lpBefore = await lpBalance(chain, position.pair, me)
    expect(lpBefore).toBe(BigInt(position.liquidity))
    expect(await allowance(chain, position.pair, me, router)).toBe(0n)

    await openRoute(app, wallet, `/remove/v2/ETH/${usdc}`)
    const button = page.getByTestId('v2-remove-button')
    await expect(button).toHaveText('Enter a percent', { timeout: 30_000 })
    await page.getByTestId('v2-remove-slider').getByRole('button', { name: '50%' }).click()
    // The LP is not approved, yet Remove is enabled with no Approve step: it goes in the batch.
    await expect(button).toHaveText('Remove')
    await expect(button).toBeEnabled()
    await expect(page.getByTestId('v2-remove-approve')).toHaveCount(0)

    await button.click()
    const confirm = page.getByTestId('v2-remove-confirm')
    await expect(confirm).toBeVisible()
    const shown = {
      lp: await raw(page, 'v2-remove-confirm-lp'),
      eth: await raw(page, 'v2-remove-confirmA'),
      usdc: await raw(page, 'v2-remove-confirmB'),
    }
    expect(shown.lp).toBe(lpBefore / 2n)
    const [ethBefore, usdcBefore] = [
      await etherBalance(chain, me),
      await tokenBalance(chain, usdc, me),
    ]
    await confirm.getByTestId('v2-remove-confirm-button').click()
    const dialog = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    // The batch's own transaction (from wallet_getCallsStatus), sent and paid for by the EOA.
    const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
    const hash = href.split('/tx/')[1] as Hash
    const receipt = await publicClient(chain).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(me.toLowerCase())
    const gas = receipt.gasUsed * receipt.effectiveGasPrice

    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual(
      [position.pair, router].map((x) => x.toLowerCase()),
    )
    expectMaxApproval(calls[0], position.pair, router)
    const removal = decodeFunctionData({ abi: routerAbi, data: calls[1]?.data ?? '0x' })
    expect(removal.functionName).toBe('removeLiquidityETH')
    expect(removal.args.slice(0, 2)).toEqual([usdc, shown.lp])
    expect(removal.args[4]).toBe(me)

    // On chain: the LP burned and the ETH and USDC received are the confirmation's, to the wei.
    expect(await lpBalance(chain, position.pair, me)).toBe(lpBefore - shown.lp)
    expect((await etherBalance(chain, me)) + gas - ethBefore).toBe(shown.eth)
    expect((await tokenBalance(chain, usdc, me)) - usdcBefore).toBe(shown.usdc)
    expect(await allowance(chain, position.pair, me, router)).toBe(maxUint256)
  })
})
