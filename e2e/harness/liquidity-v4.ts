// Issue 32: the v4 position page's e2e needs, read and written directly over JSON-RPC (the
// devnet's own encoding, not the app's): a v4 pool of the seed, a trade through it from another
// account, a position minted wholly above the price (ETH alone), and who owns an id now.
import type { Page } from '@playwright/test'
import type { Manifest, ManifestChain, ManifestV4Pool } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, type Hash, parseAbi } from 'viem'
import type { AppShell } from './app-shell.ts'
import { type Devnet, expect } from './fixtures.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

const NPM = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function setApprovalForAll(address operator, bool approved)',
  'function nextTokenId() view returns (uint256)',
  'function getPositionLiquidity(uint256) view returns (uint128)',
  'function getPoolAndPositionInfo(uint256) view returns ((address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks), uint256)',
])

function positionManagerOf(chain: ManifestChain): Address {
  const npm = chain.v4?.positionManager
  if (!npm) throw new Error(`no v4 on chain ${chain.chainId}`)
  return npm
}

/** The id the position manager gives the next position it mints. */
export async function nextV4TokenId(chain: ManifestChain): Promise<bigint> {
  return publicClient(chain).readContract({
    address: positionManagerOf(chain),
    abi: NPM,
    functionName: 'nextTokenId',
  })
}

/** The liquidity a v4 position holds now. */
export async function v4PositionLiquidity(chain: ManifestChain, id: bigint): Promise<bigint> {
  return publicClient(chain).readContract({
    address: positionManagerOf(chain),
    abi: NPM,
    functionName: 'getPositionLiquidity',
    args: [id],
  })
}

/** int24 from its 24 bits (two's complement). */
const int24 = (bits: bigint): number => Number(BigInt.asIntN(24, bits))

/**
 * A v4 position's ticks, decoded from the position manager's packed PositionInfo (v4-periphery
 * PositionInfoLibrary: poolId 200 bits | tickUpper 24 | tickLower 24 | hasSubscriber 8).
 */
export async function v4PositionTicks(
  chain: ManifestChain,
  id: bigint,
): Promise<{ tickLower: number; tickUpper: number }> {
  const [, info] = await publicClient(chain).readContract({
    address: positionManagerOf(chain),
    abi: NPM,
    functionName: 'getPoolAndPositionInfo',
    args: [id],
  })
  return { tickLower: int24(info >> 8n), tickUpper: int24(info >> 32n) }
}

export function v4Pool(chain: ManifestChain, role: ManifestV4Pool['role']): ManifestV4Pool {
  const pool = chain.v4Seed?.pools.find((p) => p.role === role)
  if (!pool) throw new Error(`no v4 ${role} pool on chain ${chain.chainId}`)
  return pool
}

/** ETH → the pool's other side through the Universal Router, from `account`: fees in ETH. */
export async function tradeV4(
  manifest: Manifest,
  chain: ManifestChain,
  pool: ManifestV4Pool,
  amountIn: bigint,
  account = 5,
): Promise<void> {
  const { routerAbi, v4Of, v4SwapInput } = await import('@tidepool/devnet/testing/v4')
  const trader = walletClient(manifest, chain, account)
  const hash = await trader.writeContract({
    address: v4Of(chain).universalRouter,
    abi: routerAbi,
    functionName: 'execute',
    args: ['0x10', [v4SwapInput(pool, true, amountIn)], 10_000_000_000n],
    value: amountIn,
  })
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`v4 trade ${hash} reverted`)
}

/**
 * A position of `account` in an ETH pool, `steps` spacings above the price for `width` spacings:
 * out of range, all ETH, no token approval needed. Resolves to its id.
 */
export async function mintAboveV4(
  manifest: Manifest,
  chain: ManifestChain,
  pool: ManifestV4Pool,
  account: number,
  p: { steps: number; width: number; liquidity: bigint },
): Promise<bigint> {
  const { mintV4Position, v4Slot0 } = await import('@tidepool/devnet/testing/v4')
  const { tick } = await v4Slot0(chain, pool)
  const spacing = pool.tickSpacing
  const tickLower = (Math.floor(tick / spacing) + p.steps) * spacing
  return mintV4Position(chain, walletClient(manifest, chain, account), pool, {
    tickLower,
    tickUpper: tickLower + p.width * spacing,
    liquidity: p.liquidity,
    amount0Max: 10n ** 21n,
    amount1Max: 0n,
  })
}

/** The id's owner, or null once it is burned (ownerOf reverts). */
export async function ownerOfV4(chain: ManifestChain, id: bigint): Promise<Address | null> {
  return publicClient(chain)
    .readContract({
      address: positionManagerOf(chain),
      abi: NPM,
      functionName: 'ownerOf',
      args: [id],
    })
    .catch(() => null)
}

/** Account `owner` approves `operator` for all its v4 positions (ERC721 setApprovalForAll). */
export async function approveV4OperatorForAll(
  manifest: Manifest,
  chain: ManifestChain,
  p: { owner: number; operator: Address },
): Promise<void> {
  const npm = chain.v4?.positionManager
  if (!npm) throw new Error(`no v4 on chain ${chain.chainId}`)
  const hash = await walletClient(manifest, chain, p.owner).writeContract({
    address: npm,
    abi: NPM,
    functionName: 'setApprovalForAll',
    args: [p.operator, true],
  })
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('setApprovalForAll reverted')
}

/** Opens `route` with the wallet connected (its modal closed). */
export async function openConnected(
  app: AppShell,
  wallet: E2EWallet,
  route: string,
): Promise<void> {
  await app.openConnected(route, wallet)
}

/**
 * Confirms in the open dialog (`confirm`: its button's test id), waits for the submitted dialog
 * and the receipt (which must succeed), closes the dialog; resolves to the gas paid.
 */
export async function sendAndSettle(page: Page, devnet: Devnet, confirm: string): Promise<bigint> {
  await page.getByTestId(confirm).click()
  const dialog = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
  const receipt = await publicClient(devnet.l1).waitForTransactionReceipt({
    hash: href.split('/tx/')[1] as Hash,
  })
  expect(receipt.status).toBe('success')
  await page.getByRole('button', { name: 'Close' }).last().click()
  return receipt.gasUsed * receipt.effectiveGasPrice
}
