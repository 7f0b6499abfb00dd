// Issue 14 /remove/v2 and /pool/v2/find on the devnet: account 0's seeded Uniswap v2 LP
// (manifest v2Seed), the chain reads the specs compare the screen with, the wallet's requests
// (typed-data signatures, sent transactions and their selectors) and a signing failure that is
// not a refusal (the approval fallback of spec 02 §4 Deposit / §8).
import type { Page } from '@playwright/test'
import type { ManifestChain, ManifestV2Position } from '@tidepool/devnet/manifest'
import { type Address, type Hex, toFunctionSelector } from 'viem'
import type { AppShell } from './app-shell.ts'
import { expect } from './fixtures.ts'
import { tokenAddress } from './liquidity-position.ts'
import { tokenBalance } from './swap-page.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

/** Account 0's Uniswap v2 position in the pair of two seeded symbols. */
export function v2Position(chain: ManifestChain, a: string, b: string): ManifestV2Position {
  const [x, y] = [tokenAddress(chain, a).toLowerCase(), tokenAddress(chain, b).toLowerCase()]
  const p = chain.v2Seed?.positions.find(
    (q) =>
      q.exchange === 'uniswap' &&
      [q.token0.toLowerCase(), q.token1.toLowerCase()].sort().join() === [x, y].sort().join(),
  )
  if (!p) throw new Error(`no seeded v2 position ${a}/${b}`)
  return p
}

export const lpBalance = (chain: ManifestChain, pair: Address, owner: Address) =>
  tokenBalance(chain, pair, owner)

/** Opens `route`, connects the wallet and waits for the remove form. */
export async function openRoute(app: AppShell, wallet: E2EWallet, route: string): Promise<void> {
  await app.openConnected(route, wallet)
}

export const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).first().getAttribute('data-raw')) ?? 'NaN')

/** The calldata of every transaction the wallet was asked to send, in order. */
export function sentData(wallet: E2EWallet): { to: string; data: Hex }[] {
  return wallet
    .requestsOf('eth_sendTransaction')
    .map((r) => r.params[0] as { to: string; data: Hex })
}

export const selector = (signature: string): Hex => toFunctionSelector(signature)

/** approve(address,uint256): an on-chain approval. */
export const APPROVE_SELECTOR = selector('approve(address,uint256)')

/**
 * The next `eth_signTypedData_v4` fails with an internal error (not a refusal): the app falls
 * back to an approval transaction (spec 02 §4, §8).
 */
export function failNextSignature(wallet: E2EWallet): void {
  const original = wallet.handle.bind(wallet)
  let armed = true
  wallet.handle = async (req) => {
    if (armed && req.method === 'eth_signTypedData_v4') {
      armed = false
      wallet.requests.push({
        method: req.method,
        params: Array.isArray(req.params) ? req.params : [],
      })
      return { error: { code: -32603, message: 'Internal error: the signer is unavailable' } }
    }
    return original(req)
  }
}

/** Picks `address` in the currency select inside the container `testId` (find page). */
export async function pickCurrency(page: Page, testId: string, address: string): Promise<void> {
  await page.getByTestId(testId).getByRole('button').click()
  const dialog = page.getByRole('dialog')
  const search = dialog.getByPlaceholder('Search name or paste address')
  await search.fill(address)
  // The list filters as the search settles (aria-busy until then): wait for the one token of
  // that address. A count of one before that can be the native row alone, shown while the token
  // lists still load (v2-find's flake in the 0accfbf clean run: 9 rows at the click).
  await expect(dialog.getByRole('listbox')).toHaveAttribute('aria-busy', 'false')
  await expect(dialog.getByRole('option')).toHaveCount(1)
  await dialog.getByRole('option').click()
  await expect(dialog).toHaveCount(0)
}

/** What a fee-on-transfer token with `feeBps` delivers of `amount` sent once. */
export const afterFee = (amount: bigint, feeBps = 100n): bigint =>
  amount - (amount * feeBps) / 10_000n
