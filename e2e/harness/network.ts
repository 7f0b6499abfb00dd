// The two devnet chains told apart on screen, for the specs that switch between them
// (network.spec.ts, shell-phone.spec.ts).
import { expect } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import type { AppShell } from './app-shell.ts'
import type { Devnet } from './fixtures.ts'
import { blockNumber, mine, rpc, toHex } from './rpc.ts'

/** The balance `separateChains` gives the account on the L2 (the header shows '1,234 ETH'). */
export const L2_BALANCE = 1234n * 10n ** 18n

/**
 * Makes the two chains tell themselves apart: the L2 thousands of blocks ahead (so the status
 * bar's number says which chain it reads) and the account holding a different balance there
 * (so the header's balance does). The snapshot fixture takes both back after the test.
 */
export async function separateChains(devnet: Devnet, address: string): Promise<void> {
  await mine(devnet.l2.rpcUrl, 20_000)
  await rpc(devnet.l2.rpcUrl, 'hardhat_setBalance', [address, toHex(L2_BALANCE)])
}

/** The status bar reads `chain`: its number is that chain's and its link names the chain. */
export async function expectStatusOn(
  app: AppShell,
  devnet: Devnet,
  chain: ManifestChain,
): Promise<void> {
  const floor = (await blockNumber(chain.rpcUrl)) - 2
  const other = devnet.manifest.chains.find((c) => c.chainId !== chain.chainId)
  await expect.poll(() => app.shownBlockNumber(), { timeout: 30_000 }).toBeGreaterThanOrEqual(floor)
  const shown = await app.shownBlockNumber()
  expect(shown).toBeLessThanOrEqual(await blockNumber(chain.rpcUrl))
  if (other) expect(Math.abs(shown - (await blockNumber(other.rpcUrl)))).toBeGreaterThan(1000)
  await expect(app.blockNumber).toHaveAttribute('href', new RegExp(`/${chain.chainId}/block/\\d+$`))
}
