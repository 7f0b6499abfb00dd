// The swap screen as the specs see it (spec 01 §2 Swap screen): the test ids the screen
// provides, plus on-chain reads to assert balances. Selectors live here so a markup change is
// one edit.
import { expect, type Locator, type Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import type { AppShell } from './app-shell.ts'
import { rpc } from './rpc.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

/**
 * The swap's dialog once sent: 'Transaction Submitted', which on a rollup turns into 'Success'
 * when the receipt is in (spec 02 §4's tracker, issue 33), possibly before it is looked at.
 */
const SUBMITTED = /^(Transaction Submitted|Success)$/

export class SwapPage {
  readonly page: Page
  readonly inputAmount: Locator
  readonly outputAmount: Locator
  readonly button: Locator
  readonly approveButton: Locator
  readonly confirmDialog: Locator
  readonly details: Locator
  readonly route: Locator
  readonly price: Locator
  readonly detailsToggle: Locator

  constructor(page: Page) {
    this.page = page
    this.inputAmount = page.getByTestId('swap-input-amount')
    this.outputAmount = page.getByTestId('swap-output-amount')
    this.button = page.getByTestId('swap-button')
    this.approveButton = page.getByTestId('swap-approve-button')
    this.confirmDialog = page.getByTestId('swap-confirm')
    this.details = page.getByTestId('swap-details')
    this.route = page.getByTestId('swap-route')
    this.price = page.getByTestId('swap-trade-price')
    this.detailsToggle = page.getByTestId('swap-details-toggle')
  }

  /** Waits for a current quote: no amount refreshing, the price row shown. */
  async expectQuote(): Promise<void> {
    await expect(this.inputAmount).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect(this.outputAmount).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect(this.price).toBeVisible({ timeout: 30_000 })
  }

  /** Opens the price row's details (expected output, impact, slippage, route) if closed. */
  async showDetails(): Promise<void> {
    await expect(this.detailsToggle).toBeVisible({ timeout: 30_000 })
    if ((await this.detailsToggle.getAttribute('aria-expanded')) !== 'true')
      await this.detailsToggle.click()
    await expect(this.details).toBeVisible()
  }

  /**
   * Issue 31: opens the confirm dialog, reads the amounts it shows to the wei (data-raw), then
   * confirms and waits for 'Transaction Submitted'.
   */
  async confirmSwapReading(): Promise<{ input: bigint; output: bigint }> {
    await expect(this.button).toHaveText(/^Swap/)
    await expect(this.button).toBeEnabled()
    await this.button.click()
    await expect(this.confirmDialog).toBeVisible()
    const raw = async (id: string) =>
      BigInt((await this.confirmDialog.getByTestId(id).getAttribute('data-raw')) ?? '-1')
    const shown = {
      input: await raw('swap-confirm-input-amount'),
      output: await raw('swap-confirm-output-amount'),
    }
    await this.confirmDialog.getByTestId('swap-confirm-button').click()
    await expect(this.page.getByRole('dialog', { name: SUBMITTED })).toBeVisible({
      timeout: 30_000,
    })
    await this.page.getByRole('button', { name: 'Close' }).last().click()
    return shown
  }

  /** Opens the confirm dialog, confirms, and waits for 'Transaction Submitted' (or 'Success'). */
  async confirmSwap(): Promise<void> {
    await expect(this.button).toHaveText(/^Swap/)
    await expect(this.button).toBeEnabled()
    await this.button.click()
    await expect(this.confirmDialog).toBeVisible()
    await this.confirmDialog.getByTestId('swap-confirm-button').click()
    await expect(this.page.getByRole('dialog', { name: SUBMITTED })).toBeVisible({
      timeout: 30_000,
    })
    await this.page.getByRole('button', { name: 'Close' }).last().click()
  }
}

/**
 * Opens /swap with `query`, with `wallet` connected (AppShell.openConnected: a page opened first
 * connects at start), and returns the page object. `importing`: the query names a token on no
 * list (issue 31: LUM, which only v4 trades); import it as the URL warning asks first.
 */
export async function openSwap(
  page: Page,
  app: AppShell,
  wallet: E2EWallet,
  query: string,
  { importing = false } = {},
): Promise<SwapPage> {
  if (importing) {
    await app.openConnected(`/swap?${query}`, wallet, async () => {
      const warning = page.getByRole('dialog', { name: 'Token imported via URL' })
      await warning.getByRole('button', { name: 'Import' }).click()
      await expect(warning).toHaveCount(0)
    })
  } else await app.openConnected(`/swap?${query}`, wallet)
  return new SwapPage(page)
}

export async function tokenBalance(
  chain: ManifestChain,
  token: Address,
  owner: Address,
): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  return BigInt(await rpc<string>(chain.rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

export async function etherBalance(chain: ManifestChain, owner: Address): Promise<bigint> {
  return BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [owner, 'latest']))
}

export function seedToken(
  chain: ManifestChain,
  symbol: string,
): { address: Address; decimals: number } {
  const t = chain.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol} on ${chain.name}`)
  return t
}

/** Waits until `read` returns something other than `before` (a mined transaction moved it). */
export async function changed(read: () => Promise<bigint>, before: bigint): Promise<bigint> {
  let now = before
  await expect
    .poll(
      async () => {
        now = await read()
        return now !== before
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return now
}
