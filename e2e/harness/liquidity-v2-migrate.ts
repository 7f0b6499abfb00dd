// Issue 14 migration specs: account 0's seeded v2 / fork positions (manifest v2Seed), the LP and
// token balances, and what the migration transaction did on chain — read from its receipt (the
// position manager's IncreaseLiquidity, the new NFT's liquidity) and from balance changes.
import { expect, type Page } from '@playwright/test'
import type { ManifestChain, ManifestV2Position } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, erc20Abi, type Hash, isAddressEqual, parseAbi, parseEventLogs } from 'viem'
import { POSITION_MANAGER_ABI, tokenAddress } from './liquidity-position.ts'
import { blockNumber, mine } from './rpc.ts'

const ERC721_TRANSFER = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

export function seededV2Position(
  chain: ManifestChain,
  exchange: 'uniswap' | 'fork',
  a: string,
  b: string,
): ManifestV2Position {
  const want = [tokenAddress(chain, a), tokenAddress(chain, b)].map((x) => x.toLowerCase()).sort()
  const p = chain.v2Seed?.positions.find(
    (x) =>
      x.exchange === exchange &&
      [x.token0.toLowerCase(), x.token1.toLowerCase()].sort().join() === want.join(),
  )
  if (!p) throw new Error(`no seeded ${exchange} ${a}/${b} position on ${chain.name}`)
  return p
}

export async function tokenBalance(chain: ManifestChain, token: Address, owner: Address) {
  return publicClient(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export async function ethBalance(chain: ManifestChain, owner: Address) {
  return publicClient(chain).getBalance({ address: owner })
}

/** A raw amount the page shows in data-raw. */
export async function shownRaw(page: Page, testId: string): Promise<bigint> {
  const raw = await page.getByTestId(testId).getAttribute('data-raw')
  if (raw === null) throw new Error(`no data-raw on ${testId}`)
  return BigInt(raw)
}

/** The migration preview's figures (the v3 position and the refund), raw from the page. */
export interface ShownMigration {
  amount0: bigint
  amount1: bigint
  liquidity: bigint
  refund0: bigint
  refund1: bigint
}

export async function shownMigrationPreview(page: Page): Promise<ShownMigration> {
  return {
    amount0: await shownRaw(page, 'preview-v3-amount0'),
    amount1: await shownRaw(page, 'preview-v3-amount1'),
    liquidity: await shownRaw(page, 'preview-v3-liquidity'),
    refund0: await shownRaw(page, 'preview-refund0'),
    refund1: await shownRaw(page, 'preview-refund1'),
  }
}

/** The owner's token0, token1 and ETH balances and the block, before a migration is sent. */
export async function balancesBeforeMigration(
  chain: ManifestChain,
  pos: { token0: Address; token1: Address },
  owner: Address,
) {
  return {
    t0: await tokenBalance(chain, pos.token0, owner),
    t1: await tokenBalance(chain, pos.token1, owner),
    eth: await ethBalance(chain, owner),
    block: BigInt(await blockNumber(chain.rpcUrl)),
  }
}

export interface MigrationOnChain {
  hash: Hash
  gasCost: bigint
  tokenId: bigint
  /** IncreaseLiquidity of the minted position. */
  liquidity: bigint
  amount0: bigint
  amount1: bigint
  /** positions(tokenId).liquidity after the transaction. */
  positionLiquidity: bigint
  fee: number
}

/** The account's transaction to the migrator after `fromBlock`, and what it minted. */
export async function migrationOnChain(
  chain: ManifestChain,
  owner: Address,
  fromBlock: bigint,
): Promise<MigrationOnChain> {
  const client = publicClient(chain)
  const latest = await client.getBlockNumber()
  for (let n = latest; n > fromBlock; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    const tx = block.transactions.find(
      (t) =>
        isAddressEqual(t.from, owner) &&
        t.to !== null &&
        isAddressEqual(t.to, chain.contracts.v3Migrator),
    )
    if (tx) return migrationOfTransaction(chain, owner, tx.hash)
  }
  throw new Error('no migration transaction found')
}

/**
 * What the migration carried by transaction `hash` minted for `owner`, read from its receipt
 * whatever the transaction was sent to (issue 18: a batching wallet's [approve, migrate] is one
 * transaction to the smart account, which calls the migrator).
 */
export async function migrationOfTransaction(
  chain: ManifestChain,
  owner: Address,
  hash: Hash,
): Promise<MigrationOnChain> {
  const client = publicClient(chain)
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const manager = chain.contracts.positionManager
  const fromManager = receipt.logs.filter((l) => isAddressEqual(l.address, manager))
  const [increase] = parseEventLogs({
    abi: POSITION_MANAGER_ABI,
    eventName: 'IncreaseLiquidity',
    logs: fromManager,
  })
  const [minted] = parseEventLogs({ abi: ERC721_TRANSFER, logs: fromManager })
  if (!increase || !minted) throw new Error('no IncreaseLiquidity / NFT Transfer in the receipt')
  expect(isAddressEqual(minted.args.to, owner)).toBe(true)
  const position = await client.readContract({
    address: manager,
    abi: POSITION_MANAGER_ABI,
    functionName: 'positions',
    args: [minted.args.tokenId],
  })
  return {
    hash,
    gasCost: receipt.gasUsed * receipt.effectiveGasPrice,
    tokenId: minted.args.tokenId,
    liquidity: increase.args.liquidity,
    amount0: increase.args.amount0,
    amount1: increase.args.amount1,
    positionLiquidity: position[7],
    fee: position[4],
  }
}

/**
 * Waits until the migration's simulation at the latest block went through, mining a block while
 * it has not (the preview re-simulates on each new block, once the allowance or permit exists).
 */
export async function waitForMigrationSimulation(page: Page, chain: ManifestChain): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await page.getByTestId('migrate-simulation').getAttribute('data-status')
        if (status !== 'ok') await mine(chain.rpcUrl)
        return status
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toBe('ok')
}
