// Issue 30: the v2 → v3 migration's permit path (spec 02 §4 Migrate 'allow LP token migration',
// §7 'Migrator: multicall of selfPermit (optional), … migrate(…)', §9 permit deadline). Allow
// asks for one EIP-2612 signature of the LP token for the migrator, no approve transaction is
// sent, the one transaction is the migrator's multicall [selfPermit, migrate] carrying that
// permit, the chain consumed it (the pair's nonce moved, the allowance is spent), and the v3
// position and refunds are what the page showed, to the wei.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { tokenAddress } from '../harness/liquidity-position.ts'
import {
  balancesBeforeMigration,
  ethBalance,
  migrationOnChain,
  seededV2Position,
  shownMigrationPreview,
  tokenBalance,
  waitForMigrationSimulation,
} from '../harness/liquidity-v2-migrate.ts'

const migratorAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function migrate((address pair, uint256 liquidityToMigrate, uint8 percentageToMigrate, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline, bool refundAsETH) params)',
])
const pairAbi = parseAbi(['function nonces(address owner) view returns (uint256)'])
const APPROVE = toFunctionSelector('approve(address,uint256)')

interface SignedPermit {
  primaryType: string
  domain: { verifyingContract: Address; chainId: number | string }
  message: { owner: Address; spender: Address; value: string; nonce: string; deadline: string }
}

const allowance = (chain: ManifestChain, token: Address, owner: Address, spender: Address) =>
  publicClient(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })

const nonce = (chain: ManifestChain, pair: Address, owner: Address) =>
  publicClient(chain).readContract({
    address: pair,
    abi: pairAbi,
    functionName: 'nonces',
    args: [owner],
  })

test('migrates the Sushi USDC/WETH position with a signed permit: selfPermit in the multicall, no approval', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const me = wallet.address as Address
  const migrator = chain.contracts.v3Migrator
  const pos = seededV2Position(chain, 'fork', 'USDC', 'WETH')
  const lp = BigInt(pos.liquidity)
  // Nothing allowed yet: the migration can only go through with the permit.
  expect(await allowance(chain, pos.pair, me, migrator)).toBe(0n)
  const nonceBefore = await nonce(chain, pos.pair, me)

  await app.openConnected(`/migrate/v2/${pos.pair}`, wallet)
  await expect(page.getByTestId('migrate-preview')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('migrate-allow')).toBeEnabled({ timeout: 20_000 })
  await page.getByTestId('migrate-allow').click()
  await expect(page.getByTestId('migrate-allow')).toHaveText('Allowed', { timeout: 20_000 })
  await expect(page.getByTestId('migrate-allow')).toBeDisabled()

  // One signature: an EIP-2612 Permit of the LP token for the migrator, for the whole balance.
  const signs = wallet.requestsOf('eth_signTypedData_v4')
  expect(signs).toHaveLength(1)
  const typed = JSON.parse(String(signs[0]?.params[1])) as SignedPermit
  expect(typed.primaryType).toBe('Permit')
  expect(isAddressEqual(typed.domain.verifyingContract, pos.pair)).toBe(true)
  expect(Number(typed.domain.chainId)).toBe(chain.chainId)
  expect(isAddressEqual(typed.message.owner, me)).toBe(true)
  expect(isAddressEqual(typed.message.spender, migrator)).toBe(true)
  expect(BigInt(typed.message.value)).toBe(lp)
  expect(BigInt(typed.message.nonce)).toBe(nonceBefore)

  // The simulation at the latest block goes through with the permit (no allowance on chain).
  await waitForMigrationSimulation(page, chain)
  await expect(page.getByTestId('migrate-preview')).toHaveAttribute('data-source', 'simulation')
  await expect(page.getByTestId('migrate-preview')).toHaveAttribute('data-agrees', 'true')
  const shown = await shownMigrationPreview(page)
  expect(shown.liquidity).toBeGreaterThan(0n)
  const before = await balancesBeforeMigration(chain, pos, me)
  await page.getByTestId('migrate-submit').click()
  await expect(page.getByTestId('migrate-status')).toContainText('Success!', { timeout: 30_000 })

  // One transaction, no approval: the migrator's multicall [selfPermit, migrate] (the pool exists).
  const sent = wallet
    .requestsOf('eth_sendTransaction')
    .map((r) => r.params[0] as { to: Address; data: Hex })
  expect(sent.filter((s) => s.data.startsWith(APPROVE))).toEqual([])
  expect(sent).toHaveLength(1)
  const [tx] = sent
  if (!tx) throw new Error('no transaction sent')
  expect(isAddressEqual(tx.to, migrator)).toBe(true)
  const outer = decodeFunctionData({ abi: migratorAbi, data: tx.data })
  expect(outer.functionName).toBe('multicall')
  if (outer.functionName !== 'multicall') return
  const calls = outer.args[0].map((data) => decodeFunctionData({ abi: migratorAbi, data }))
  expect(calls.map((c) => c.functionName)).toEqual(['selfPermit', 'migrate'])
  const [token, value, deadline] = calls[0]?.args ?? []
  expect(isAddressEqual(token as Address, pos.pair)).toBe(true)
  expect(value).toBe(lp)
  expect(deadline).toBe(BigInt(typed.message.deadline))

  // On chain: the permit was consumed (nonce +1, the allowance it gave spent), the LP is gone,
  // and the position and refunds are the preview's.
  expect(await nonce(chain, pos.pair, me)).toBe(nonceBefore + 1n)
  expect(await allowance(chain, pos.pair, me, migrator)).toBe(0n)
  expect(await tokenBalance(chain, pos.pair, me)).toBe(0n)
  const done = await migrationOnChain(chain, me, before.block)
  expect(done.amount0).toBe(shown.amount0)
  expect(done.amount1).toBe(shown.amount1)
  expect(done.liquidity).toBe(shown.liquidity)
  expect(done.positionLiquidity).toBe(shown.liquidity)
  expect(done.fee).toBe(3000)
  const weth = tokenAddress(chain, 'WETH')
  const is0Weth = isAddressEqual(pos.token0, weth)
  const after = {
    t0: await tokenBalance(chain, pos.token0, me),
    t1: await tokenBalance(chain, pos.token1, me),
    eth: await ethBalance(chain, me),
  }
  expect(after.t0 - before.t0).toBe(is0Weth ? 0n : shown.refund0)
  expect(after.t1 - before.t1).toBe(is0Weth ? shown.refund1 : 0n)
  expect(after.eth - before.eth).toBe((is0Weth ? shown.refund0 : shown.refund1) - done.gasCost)
})
