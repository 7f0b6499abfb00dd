// Issue 18 for the LP-token flows (main bb9f971): a wallet that batches atomically (EIP-5792; a
// real EIP-7702-delegated EOA on the prague devnet, harness/wallet/smart-account.ts) sends
// approve + action as ONE wallet_sendCalls with no approval step —
//   (a) the v2 → v3 migration (/migrate/v2/{pair}): no 'Allow LP token migration' button, no
//       'unapproved' simulation message, Migrate enabled on the preview alone; the batch is
//       [approve(pair, migrator, max), migrator multicall], and the new position holds what the
//       preview showed, to the wei (as migrate.spec checks it);
//   (b) the liquidity-mining deposit (/uni/…): no Approve button, Deposit enabled once an amount
//       is typed; the batch is [approve(pair, staking contract, max), stake(amount)] (never
//       stakeWithPermit), and exactly the typed amount moves from the LP balance into the stake.
// Account 0 holds the Uniswap v2 DAI/USDC LP (packages/devnet/README.md "Issue 14": no v3 0.3 %
// pool, so the migration creates it) and the active mining pool's WETH/USDC LP ("Issue 15").
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import {
  type Address,
  decodeFunctionData,
  formatUnits,
  type Hash,
  isAddressEqual,
  maxUint256,
  parseAbi,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { allowance, BATCHING_WALLET, expectMaxApproval, theOnlyBatch } from '../harness/batch.ts'
import { expect, test } from '../harness/fixtures.ts'
import { poolAddress } from '../harness/liquidity-add.ts'
import {
  balancesBeforeMigration,
  ethBalance,
  migrationOfTransaction,
  seededV2Position,
  shownMigrationPreview,
  tokenBalance,
} from '../harness/liquidity-v2-migrate.ts'
import { raw } from '../harness/liquidity-v2-remove.ts'
import { blockNumber } from '../harness/rpc.ts'

const MULTICALL = toFunctionSelector('multicall(bytes[])')
const STAKE = toFunctionSelector('stake(uint256)')
const MIGRATOR_ABI = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MigrateParams { address pair; uint256 liquidityToMigrate; uint8 percentageToMigrate; address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; bool refundAsETH; }',
  'function migrate(MigrateParams params)',
])
const STAKING_ABI = parseAbi([
  'function stake(uint256 amount)',
  'function balanceOf(address account) view returns (uint256)',
])

/**
 * The account's transactions mined after `fromBlock`: a batch is ONE of them, sent by the
 * delegated EOA to itself (execute(calls) of its BatchAccount code).
 */
async function transactionsFrom(chain: ManifestChain, owner: Address, fromBlock: bigint) {
  const client = publicClient(chain)
  const latest = await client.getBlockNumber()
  const found: { hash: Hash; to: Address | null }[] = []
  for (let n = fromBlock + 1n; n <= latest; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const t of block.transactions)
      if (isAddressEqual(t.from, owner)) found.push({ hash: t.hash, to: t.to })
  }
  return found
}

/** The single transaction the batch became (to the account itself), mined successfully. */
async function theBatchTransaction(chain: ManifestChain, owner: Address, fromBlock: bigint) {
  const txs = await transactionsFrom(chain, owner, fromBlock)
  expect(txs).toHaveLength(1)
  const [tx] = txs
  if (!tx?.to) throw new Error('no batch transaction')
  expect(isAddressEqual(tx.to, owner)).toBe(true)
  return tx.hash
}

test.describe('an EIP-7702 wallet with atomic batching (EIP-5792) and LP tokens', () => {
  test.use({ walletOptions: BATCHING_WALLET })

  test('migrates a v2 position as one batch [approve LP, migrate]: no Allow step, as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address
    const migrator = chain.contracts.v3Migrator
    const pos = seededV2Position(chain, 'uniswap', 'DAI', 'USDC')
    // Before: the LP is the account's and the migrator may not spend any of it.
    expect(await tokenBalance(chain, pos.pair, me)).toBe(BigInt(pos.liquidity))
    expect(await allowance(chain, pos.pair, me, migrator)).toBe(0n)
    expect(await poolAddress(chain, pos.token0, pos.token1, 3000)).toBe(zeroAddress)

    await app.openConnected(`/migrate/v2/${pos.pair}`, wallet)
    await expect(page.getByTestId('migrate-lp-balance')).toHaveAttribute('data-raw', pos.liquidity)
    await expect(page.getByTestId('migrate-new-pool')).toBeVisible()
    await expect(page.getByTestId('start-price-input')).not.toHaveValue('')
    await expect(page.getByTestId('migrate-preview')).toBeVisible({ timeout: 30_000 })
    // Migrate is enabled on the preview alone, with the allowance still 0: the LP is approved
    // inside the batch. No Allow button, no 'allow to check the migration' message.
    await expect(page.getByTestId('migrate-submit')).toBeEnabled({ timeout: 30_000 })
    await expect(page.getByTestId('migrate-submit')).toHaveText('Migrate')
    await expect(page.getByTestId('migrate-allow')).toHaveCount(0)
    await expect(page.getByTestId('migrate-simulation')).toHaveCount(0)
    // Without an allowance the node cannot run the migration: the figures are utils/preview's.
    await expect(page.getByTestId('migrate-preview')).toHaveAttribute('data-source', 'computed')
    const shown = await shownMigrationPreview(page)
    expect(shown.liquidity).toBeGreaterThan(0n)
    const before = await balancesBeforeMigration(chain, pos, me)

    await page.getByTestId('migrate-submit').click()
    await expect(page.getByTestId('migrate-status')).toContainText('Success!', { timeout: 60_000 })

    // One batch: [approve(pair, migrator, max), migrator.multicall([create pool, migrate])].
    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual(
      [pos.pair, migrator].map((a) => a.toLowerCase()),
    )
    expectMaxApproval(calls[0], pos.pair, migrator)
    const multicall = calls[1]?.data ?? '0x'
    expect(multicall.slice(0, 10)).toBe(MULTICALL)
    const inner = decodeFunctionData({ abi: MIGRATOR_ABI, data: multicall })
    if (inner.functionName !== 'multicall') throw new Error('not the migrator multicall')
    const [create, migrate] = inner.args[0].map((d) =>
      decodeFunctionData({ abi: MIGRATOR_ABI, data: d }),
    )
    expect(create?.functionName).toBe('createAndInitializePoolIfNecessary')
    if (migrate?.functionName !== 'migrate') throw new Error('no migrate call in the multicall')
    expect(migrate.args[0]).toMatchObject({
      pair: pos.pair,
      liquidityToMigrate: BigInt(pos.liquidity),
      percentageToMigrate: 100,
      fee: 3000,
      recipient: me,
      refundAsETH: true,
    })

    // On chain: one transaction (the batch), the LP gone, the position as previewed to the wei.
    const hash = await theBatchTransaction(chain, me, before.block)
    expect(await tokenBalance(chain, pos.pair, me)).toBe(0n)
    const done = await migrationOfTransaction(chain, me, hash)
    expect(done.amount0).toBe(shown.amount0)
    expect(done.amount1).toBe(shown.amount1)
    expect(done.liquidity).toBe(shown.liquidity)
    expect(done.positionLiquidity).toBe(shown.liquidity)
    expect(done.fee).toBe(3000)
    // Neither side is WETH: both refunds come back as tokens; the ETH spent is the gas alone.
    expect((await tokenBalance(chain, pos.token0, me)) - before.t0).toBe(shown.refund0)
    expect((await tokenBalance(chain, pos.token1, me)) - before.t1).toBe(shown.refund1)
    expect((await ethBalance(chain, me)) - before.eth).toBe(-done.gasCost)
    expect(await poolAddress(chain, pos.token0, pos.token1, 3000)).not.toBe(zeroAddress)
  })

  test('deposits into liquidity mining as one batch [approve LP, stake]: no Approve step', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address
    const pool = chain.mining?.pools.find((p) => p.status === 'active')
    if (!pool) throw new Error('no active mining pool on the devnet')
    const staking = pool.stakingRewards
    const lp = pool.stakingToken
    const staked = () =>
      publicClient(chain).readContract({
        address: staking,
        abi: STAKING_ABI,
        functionName: 'balanceOf',
        args: [me],
      })
    // Before: LP held, nothing staked, the staking contract may not spend any of it.
    const held = await tokenBalance(chain, lp, me)
    expect(held).toBeGreaterThan(0n)
    const stakedBefore = await staked()
    expect(stakedBefore).toBe(0n)
    expect(await allowance(chain, lp, me, staking)).toBe(0n)

    await app.openConnected(`/uni/${pool.tokens[0]}/${pool.tokens[1]}`, wallet)
    await expect(page.getByRole('heading', { name: 'Manage Liquidity Mining' })).toBeVisible()
    await expect.poll(() => raw(page, 'mining-unstaked'), { timeout: 30_000 }).toBe(held)
    const amount = held / 3n
    await page.getByTestId('mining-deposit').click()
    await expect(page.getByTestId('mining-deposit-modal')).toBeVisible()
    await page.getByTestId('mining-deposit-amount').fill(formatUnits(amount, 18))
    // Deposit is enabled with the allowance still 0; there is no Approve button.
    await expect(page.getByTestId('mining-deposit-submit')).toBeEnabled({ timeout: 30_000 })
    await expect(page.getByTestId('mining-deposit-submit')).toHaveText('Deposit')
    await expect(page.getByTestId('mining-deposit-approve')).toHaveCount(0)
    const fromBlock = BigInt(await blockNumber(chain.rpcUrl))

    await page.getByTestId('mining-deposit-submit').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('tx-dialog-explorer')).toBeVisible({ timeout: 60_000 })
    const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
    const recorded = href.split('/tx/')[1]

    // One batch: [approve(LP, staking, max), stake(amount)] — stake, not stakeWithPermit.
    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual([lp, staking].map((a) => a.toLowerCase()))
    expectMaxApproval(calls[0], lp, staking)
    const stake = calls[1]?.data ?? '0x'
    expect(stake.slice(0, 10)).toBe(STAKE)
    expect(decodeFunctionData({ abi: STAKING_ABI, data: stake }).args).toEqual([amount])

    // On chain: one transaction (the batch, the one the dialog links to), the typed amount
    // moved from the LP balance into the stake, to the wei; the approval is the maximum.
    const hash = await theBatchTransaction(chain, me, fromBlock)
    expect(recorded).toBe(hash)
    const receipt = await publicClient(chain).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await staked()) - stakedBefore).toBe(amount)
    expect(held - (await tokenBalance(chain, lp, me))).toBe(amount)
    expect(await allowance(chain, lp, me, staking)).toBe(maxUint256)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect.poll(() => raw(page, 'mining-staked'), { timeout: 30_000 }).toBe(amount)
  })
})
