// spec 01 §4 "Trade state" / §7.1: with the Auto Router API turned off in the settings, quotes
// come from the in-browser engine — the routing Web Worker built by Vite, reading pool state
// over the app's RPC — and the routing service is not asked. The quoted amount is what the
// chain then delivers.
import type { Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { encodeFunctionData, parseAbi, parseGwei } from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { rpc } from '../harness/rpc.ts'
import { changed, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** Turns the Auto Router API off in the settings dropdown (H-settings' test ids). */
async function useClientRouter(page: Page): Promise<void> {
  await page.getByTestId('open-settings-dialog-button').click()
  const toggle = page.getByTestId('settings-menu').getByTestId('toggle-auto-router')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')
}

/** Sets the L1 fast-gas aggregator's answer as its deployer (impersonated by the devnet). */
async function setFastGas(chain: ManifestChain, gwei: string): Promise<void> {
  const oracle = chain.gasOracle
  if (!oracle) throw new Error('the L1 has no gas oracle')
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: oracle.deployer,
      to: oracle.aggregator,
      data: encodeFunctionData({
        abi: parseAbi(['function setAnswer(int256)']),
        functionName: 'setAnswer',
        args: [parseGwei(gwei)],
      }),
    },
  ])
}

test('with the Auto Router API off the in-browser engine quotes, and the swap delivers it', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const usdc = seedToken(devnet.l1, 'USDC')
  const serviceRequests: string[] = []
  const workers: string[] = []
  page.on('request', (r) => {
    if (/\/quote\?/.test(r.url())) serviceRequests.push(r.url())
  })
  page.on('worker', (w) => workers.push(w.url()))

  // ETH in: no approval needed, and the native currency routes as WETH.
  await app.openConnected(`/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`, wallet)
  await useClientRouter(page)
  serviceRequests.length = 0

  const swap = new SwapPage(page)
  // A small amount: its best route is the one with the least gas at any gas price, so the route
  // stays the same as the gas price moves (issue 31: with v4 pools beside v3, a larger amount's
  // gas-adjusted choice may switch routes between 6 and 9 gwei, and the fee with it).
  await swap.inputAmount.fill('0.01')
  await swap.expectQuote()
  await expect(swap.outputAmount).not.toHaveValue('')
  expect(serviceRequests).toEqual([])
  expect(workers.length).toBeGreaterThan(0)

  // Issue 18 (spec 01 §7 item 6): the engine prices gas at the fast-gas oracle the L1's ENS names
  // (`fast-gas-gwei.data.eth`), not at the node's fee (2 gwei): at 6 and then 9 gwei the same
  // route's network fee grows by 9 / 6. Each new amount quotes again, at the new head.
  await swap.showDetails()
  const fee = page.getByTestId('swap-network-fee')
  const feeUsd = async () => Number(((await fee.textContent()) ?? '').replace(/[^\d.]/g, ''))
  await expect.poll(feeUsd, { timeout: 30_000 }).toBeGreaterThan(0)
  const first = await feeUsd()
  await setFastGas(devnet.l1, '6')
  await swap.inputAmount.fill('0.0102')
  await expect.poll(feeUsd, { timeout: 30_000 }).not.toBe(first)
  const atSix = await feeUsd()
  await setFastGas(devnet.l1, '9')
  // A new amount again: the 0.01 ETH quote made at 3 gwei is still cached (spec 01 §7.1: 10 s).
  await swap.inputAmount.fill('0.0098')
  await expect.poll(async () => (await feeUsd()) / atSix, { timeout: 30_000 }).toBeCloseTo(1.5, 1)
  await swap.expectQuote()

  const shown = Number((await swap.outputAmount.inputValue()).replaceAll(',', ''))
  const before = await tokenBalance(devnet.l1, usdc.address, wallet.address)
  await swap.confirmSwap()
  const after = await changed(() => tokenBalance(devnet.l1, usdc.address, wallet.address), before)
  // The screen shows 6 significant digits of the quoted amount (spec 01 §9 Display).
  const received = Number(after - before) / 10 ** usdc.decimals
  expect(Math.abs(received - shown)).toBeLessThanOrEqual(10 ** (Math.floor(Math.log10(shown)) - 5))
})
