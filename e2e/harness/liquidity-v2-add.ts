// The v2 add screen and the v2 list as the specs see them (spec 02 §2 v2 add screen, v2 list):
// test ids of the form and the on-chain reads that check what a supply did (reserves, supply,
// the account's liquidity tokens).
import { expect, type Locator, type Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Address, decodeFunctionResult, encodeFunctionData, parseAbi, zeroAddress } from 'viem'
import type { AppShell } from './app-shell.ts'
import { approveEachSide } from './approve-buttons.ts'
import { rpc } from './rpc.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function token0() view returns (address)',
  'function kLast() view returns (uint256)',
])
const factoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function feeTo() view returns (address)',
])

async function call(
  chain: ManifestChain,
  to: Address,
  abi: typeof pairAbi | typeof factoryAbi,
  functionName: string,
  args: readonly unknown[] = [],
): Promise<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: a test helper over two small ABIs
  const data = encodeFunctionData({ abi: abi as any, functionName, args } as any)
  const result = await rpc<`0x${string}`>(chain.rpcUrl, 'eth_call', [{ to, data }, 'latest'])
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return decodeFunctionResult({ abi: abi as any, functionName, data: result } as any)
}

/** The Uniswap v2 pair of two tokens (zero address when none). */
export async function pairOf(chain: ManifestChain, a: Address, b: Address): Promise<Address> {
  return (await call(chain, chain.contracts.v2Factory, factoryAbi, 'getPair', [a, b])) as Address
}

export async function feeOn(chain: ManifestChain): Promise<boolean> {
  return (await call(chain, chain.contracts.v2Factory, factoryAbi, 'feeTo')) !== zeroAddress
}

export interface PairState {
  token0: Address
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  kLast: bigint
}

export async function pairState(chain: ManifestChain, pair: Address): Promise<PairState> {
  const [r0, r1] = (await call(chain, pair, pairAbi, 'getReserves')) as [bigint, bigint]
  return {
    token0: (await call(chain, pair, pairAbi, 'token0')) as Address,
    reserve0: r0,
    reserve1: r1,
    totalSupply: (await call(chain, pair, pairAbi, 'totalSupply')) as bigint,
    kLast: (await call(chain, pair, pairAbi, 'kLast')) as bigint,
  }
}

/** The reserve of `token` in `state`. */
export const reserveOf = (state: PairState, token: Address): bigint =>
  state.token0.toLowerCase() === token.toLowerCase() ? state.reserve0 : state.reserve1

export async function lpBalance(chain: ManifestChain, pair: Address, owner: Address) {
  return (await call(chain, pair, pairAbi, 'balanceOf', [owner])) as bigint
}

/** Integer square root (the pair's Math.sqrt), computed here independently of the app. */
export function isqrt(y: bigint): bigint {
  if (y < 2n) return y
  let x = y
  let z = (y >> 1n) + 1n
  while (z < x) {
    x = z
    z = (y / z + z) >> 1n
  }
  return x
}

export class V2AddPage {
  readonly page: Page
  readonly action: Locator
  readonly confirmDialog: Locator
  readonly rpcUrl: string | undefined
  constructor(page: Page, rpcUrl?: string) {
    this.page = page
    this.rpcUrl = rpcUrl
    this.action = page.getByTestId('add-action')
    this.confirmDialog = page.getByTestId('v2-confirm')
  }

  amount(side: 'a' | 'b'): Locator {
    return this.page.getByTestId(`deposit-${side}-amount`)
  }

  /** Approves each side that asks for it, then opens the confirm dialog with Supply. */
  async approveAndSupply(): Promise<void> {
    await approveEachSide(this.page, this.action, this.rpcUrl)
    await expect(this.action).toHaveText('Supply')
    await expect(this.action).toBeEnabled()
    await this.action.click()
    await expect(this.confirmDialog).toBeVisible()
  }

  async raw(
    id: 'v2-confirm-amount-a' | 'v2-confirm-amount-b' | 'v2-confirm-liquidity',
  ): Promise<bigint> {
    return BigInt((await this.page.getByTestId(id).getAttribute('data-raw')) ?? '-1')
  }

  /** Confirms in the dialog; waits for 'Transaction Submitted'. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('v2-confirm-supply').click()
    await expect(this.page.getByTestId('tx-dialog-submitted')).toBeVisible({ timeout: 30_000 })
  }
}

/** Opens a v2 add route with the wallet connected. */
export async function openV2Add(
  page: Page,
  app: AppShell,
  wallet: E2EWallet,
  route: string,
  rpcUrl?: string,
): Promise<V2AddPage> {
  await app.openConnected(route, wallet)
  return new V2AddPage(page, rpcUrl)
}
