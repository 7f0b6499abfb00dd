// The v3 add and increase screens as the specs see them (spec 02 §2): test ids of the form and
// the on-chain reads that check what an add moved (pool balances, positions).
import { expect, type Locator, type Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import type { AppShell } from './app-shell.ts'
import { approveEachSide } from './approve-buttons.ts'
import { rpc } from './rpc.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

const managerAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])

async function call<const abi extends readonly unknown[]>(
  chain: ManifestChain,
  to: Address,
  abi: abi,
  functionName: string,
  args: readonly unknown[],
): Promise<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: a test helper over several small ABIs
  const data = encodeFunctionData({ abi: abi as any, functionName, args } as any)
  const result = await rpc<`0x${string}`>(chain.rpcUrl, 'eth_call', [{ to, data }, 'latest'])
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return decodeFunctionResult({ abi: abi as any, functionName, data: result } as any)
}

export async function poolAddress(
  chain: ManifestChain,
  a: Address,
  b: Address,
  fee: number,
): Promise<Address> {
  return (await call(chain, chain.contracts.v3Factory, factoryAbi, 'getPool', [
    a,
    b,
    fee,
  ])) as Address
}

export async function erc20Balance(
  chain: ManifestChain,
  token: Address,
  owner: Address,
): Promise<bigint> {
  return (await call(chain, token, erc20Abi, 'balanceOf', [owner])) as bigint
}

export async function positionCount(chain: ManifestChain, owner: Address): Promise<bigint> {
  return (await call(chain, chain.contracts.positionManager, managerAbi, 'balanceOf', [
    owner,
  ])) as bigint
}

export async function lastTokenId(chain: ManifestChain, owner: Address): Promise<bigint> {
  const n = await positionCount(chain, owner)
  return (await call(chain, chain.contracts.positionManager, managerAbi, 'tokenOfOwnerByIndex', [
    owner,
    n - 1n,
  ])) as bigint
}

export interface OnChainPosition {
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
}

export async function readPosition(
  chain: ManifestChain,
  tokenId: bigint,
): Promise<OnChainPosition> {
  const r = (await call(chain, chain.contracts.positionManager, managerAbi, 'positions', [
    tokenId,
  ])) as readonly unknown[]
  return {
    token0: r[2] as Address,
    token1: r[3] as Address,
    fee: Number(r[4]),
    tickLower: Number(r[5]),
    tickUpper: Number(r[6]),
    liquidity: r[7] as bigint,
  }
}

export class AddPage {
  readonly page: Page
  readonly action: Locator
  readonly preview: Locator
  /** The chain's node: approvals are settled by mining a block when none comes. */
  readonly rpcUrl: string | undefined
  constructor(page: Page, rpcUrl?: string) {
    this.page = page
    this.rpcUrl = rpcUrl
    this.action = page.getByTestId('add-action')
    this.preview = page.getByTestId('add-preview')
  }

  amount(side: 'a' | 'b'): Locator {
    return this.page.getByTestId(`deposit-${side}-amount`)
  }

  rangeInput(which: 'min' | 'max'): Locator {
    return this.page.getByTestId(`range-${which}`).getByRole('textbox')
  }

  /** Types a range bound and leaves the box (the form takes it on blur). */
  async typeRange(which: 'min' | 'max', value: string): Promise<void> {
    const box = this.rangeInput(which)
    await box.fill(value)
    await box.press('Enter')
    await box.blur()
  }

  /** Approves each side that asks for it, then waits until Preview can open. */
  async approveAndPreview(): Promise<void> {
    await expect(this.action).toHaveText('Preview')
    await approveEachSide(this.page, this.action, this.rpcUrl)
    await expect(this.action).toBeEnabled()
    await this.action.click()
    await expect(this.preview).toBeVisible()
  }

  async previewRaw(
    id: 'preview-amount-a' | 'preview-amount-b' | 'preview-liquidity',
  ): Promise<bigint> {
    return BigInt((await this.page.getByTestId(id).getAttribute('data-raw')) ?? '-1')
  }

  /** Add in the preview; waits for 'Transaction Submitted'. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('preview-add').click()
    await expect(this.page.getByTestId('tx-dialog-submitted')).toBeVisible({ timeout: 30_000 })
  }
}

/** Opens an add/increase route, connects `wallet` and returns the page object. */
export async function openAdd(
  page: Page,
  app: AppShell,
  wallet: E2EWallet,
  route: string,
  rpcUrl?: string,
): Promise<AddPage> {
  await app.openConnected(route, wallet)
  return new AddPage(page, rpcUrl)
}

export interface MintChecked {
  /** What the preview said: amounts of side A and B and the liquidity minted (raw). */
  a: bigint
  b: bigint
  liquidity: bigint
  position: OnChainPosition
}

/**
 * Reads the preview's amounts, confirms the add, waits for the new position and checks the chain
 * took exactly those amounts of the two ERC-20 sides from `owner` and minted that liquidity
 * (issue 13: "the amounts in each preview equal what the chain moved, to the wei").
 */
export async function confirmMintAndCheck(
  add: AddPage,
  chain: ManifestChain,
  owner: Address,
  tokens: { a: Address; b: Address },
): Promise<MintChecked> {
  const a = await add.previewRaw('preview-amount-a')
  const b = await add.previewRaw('preview-amount-b')
  const liquidity = await add.previewRaw('preview-liquidity')
  const before = {
    a: await erc20Balance(chain, tokens.a, owner),
    b: await erc20Balance(chain, tokens.b, owner),
  }
  const count = await positionCount(chain, owner)
  await add.confirm()
  await expect.poll(() => positionCount(chain, owner), { timeout: 30_000 }).toBe(count + 1n)
  expect(before.a - (await erc20Balance(chain, tokens.a, owner))).toBe(a)
  expect(before.b - (await erc20Balance(chain, tokens.b, owner))).toBe(b)
  const position = await readPosition(chain, await lastTokenId(chain, owner))
  expect(position.liquidity).toBe(liquidity)
  return { a, b, liquidity, position }
}
