// The app's shell as the specs see it: routes and the header/status controls of the UI
// contract (spec 01 §2 "Shell"). Selectors live here so a markup change is one edit.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { agreesAsBalance, nativeBalance, parseShownAmount } from './balance.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

/** TIDEPOOL_E2E_MODAL_CONNECT=1: `openConnected` connects through the modal as before session 11. */
const MODAL_ALWAYS = process.env.TIDEPOOL_E2E_MODAL_CONNECT === '1'

export class AppShell {
  readonly page: Page
  readonly networkSelector: Locator
  readonly walletButton: Locator
  readonly blockNumber: Locator
  readonly gasPrice: Locator
  readonly walletModal: Locator

  constructor(page: Page) {
    this.page = page
    this.networkSelector = page.getByTestId('network-selector')
    this.walletButton = page.getByTestId('wallet-button')
    this.blockNumber = page.getByTestId('block-number')
    this.gasPrice = page.getByTestId('gas-price')
    this.walletModal = page.getByRole('dialog', { name: 'Connect a wallet' })
  }

  /** Opens a hash route, e.g. `/swap` or `/pool?theme=dark`. */
  async goto(route: string): Promise<void> {
    await this.page.goto(`/#${route}`)
  }

  /** The current hash route with its query, e.g. `/swap?outputCurrency=0x…`. */
  route(): string {
    const hash = new URL(this.page.url()).hash
    return hash.startsWith('#') ? hash.slice(1) : hash
  }

  navLink(name: 'Swap' | 'Pool'): Locator {
    return this.page.getByRole('navigation').getByRole('link', { name, exact: true })
  }

  /** Waits until the shell rendered (header wallet button present). */
  async ready(): Promise<void> {
    await test.step('shell ready', () => expect(this.walletButton).toBeVisible())
  }

  /** Connects through the wallet modal and waits until the header shows the account. */
  async connect(walletName: string, address: string): Promise<void> {
    await test.step('connect through the modal', async () => {
      await this.walletButton.click()
      await expect(this.walletModal).toBeVisible()
      await this.walletModal.getByRole('button', { name: walletName }).click()
      await expect(this.walletButton).toContainText(addressTail(address), { ignoreCase: true })
    })
  }

  /**
   * Opens `route` with `wallet` connected and no modal left open: the setup of the swap and
   * liquidity screens' tests, whose subject is not connecting. Opened first in a test, the page
   * finds the site already authorized in the wallet and connects at start (spec 01 §4
   * Autoconnect), which costs ~1-3 s less than the modal (bench/README 'Suite speed, session
   * 11'); wallet.spec, first-five-minutes and swap.spec's keyboard swap connect through the modal.
   * So does a wallet on another chain than the L1 the app opens on: connected at start, the app
   * follows it there and the swap form reloads the URL's tokens for that chain, after the test
   * may have typed its amount (swap.spec's L2 swap).
   */
  async openConnected(
    route: string,
    wallet: E2EWallet,
    /** What the user does first, before connecting (a dialog the route opens with). */
    first?: () => Promise<void>,
  ): Promise<void> {
    if (this.page.url() === 'about:blank' && wallet.onFirstChain && !MODAL_ALWAYS)
      wallet.authorize()
    await this.goto(route)
    await this.ready()
    await first?.()
    if (wallet.isAuthorized) await this.expectConnected(wallet)
    else await this.connect(wallet.name, wallet.address)
    await this.closeModalIfOpen()
  }

  /**
   * Waits until the header shows the wallet's account connected, on the wallet's chain: an app
   * that connects at start follows a wallet on another chain after showing the account, and that
   * switch resets the screen's form.
   */
  async expectConnected(wallet: E2EWallet): Promise<void> {
    await test.step('autoconnected', async () => {
      await expect(this.walletButton).toContainText(addressTail(wallet.address), {
        ignoreCase: true,
      })
      if (wallet.chainName) await expect(this.networkSelector).toContainText(wallet.chainName)
    })
  }

  /** Closes the open modal, if any (Escape, as a keyboard user would). */
  async closeModalIfOpen(): Promise<void> {
    if ((await this.page.getByRole('dialog').count()) === 0) return
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('dialog')).toHaveCount(0)
  }

  /** Picks a network in the header's selector by its label. */
  async selectNetwork(label: string): Promise<void> {
    await this.networkSelector.click()
    await this.page.getByRole('menuitem', { name: label, exact: true }).click()
  }

  /** The header shows `address`'s native balance on `rpcUrl`, its whole units in full. */
  async expectBalance(rpcUrl: string, address: string): Promise<void> {
    const balance = await nativeBalance(rpcUrl, address)
    await expect
      .poll(
        async () => {
          const shown = parseShownAmount((await this.walletButton.textContent()) ?? '')
          return shown !== null && agreesAsBalance(shown, balance)
        },
        { message: `header balance should read ${balance} ETH, cut to 4 decimals` },
      )
      .toBe(true)
  }

  async shownBlockNumber(): Promise<number> {
    const text = (await this.blockNumber.textContent()) ?? ''
    const n = Number(text.replace(/[^\d]/g, ''))
    return text.trim() === '' || Number.isNaN(n) ? -1 : n
  }
}

/** Shortened addresses (0x1234…abcd, spec 01 §9) always end with the last four digits. */
export function addressTail(address: string): string {
  return address.slice(-4)
}
