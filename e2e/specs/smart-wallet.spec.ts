// Issue 18, smart-contract wallets (spec 01 §4 Approvals, §7 item 6 "a smart-wallet check";
// spec 02 §6 "a smart-contract wallet bundles approvals and the add into one multicall", met
// through EIP-5792): real smart wallets on the prague devnet, not mocks (harness/wallet/
// smart-account.ts) — an EOA delegated by a real EIP-7702 type-4 transaction to the devnet's
// BatchAccount, and a BatchAccount contract owned by a test EOA as the wallet's account.
//   (a) a batching wallet swaps a token that needs approval as ONE wallet_sendCalls [approve,
//       swap]: no approval step, no separate approve transaction, balances to the wei; and adds
//       v3 liquidity as ONE batch [approve token0, approve token1, mint] (spec 02 §6);
//   (b) a contract account is never asked for a permit signature: it approves on-chain;
//   (c) an EIP-7702-delegated EOA without batching approves the router on chain too (Permit2
//       checks signatures of an address with code by EIP-1271).
// Issue 31: swaps go through the Universal Router with Permit2; (a) is a mixed v3 → v4 route,
// its batch [approve Permit2, Permit2.approve(router), execute].
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Address, decodeFunctionData, type Hex, parseAbi, parseUnits } from 'viem'
import { BATCHING_WALLET, expectMaxApproval, theOnlyBatch } from '../harness/batch.ts'
import { expect, test } from '../harness/fixtures.ts'
import { confirmMintAndCheck, openAdd } from '../harness/liquidity-add.ts'
import { POSITION_MANAGER_ABI } from '../harness/liquidity-position.ts'
import { rpc } from '../harness/rpc.ts'
import { changed, openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

const PERMIT2_APPROVE = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

const code = (chain: ManifestChain, address: Address) =>
  rpc<Hex>(chain.rpcUrl, 'eth_getCode', [address, 'latest'])

test.describe('an EIP-7702 wallet with atomic batching (EIP-5792)', () => {
  test.use({ walletOptions: BATCHING_WALLET })

  test('approve + swap go as one wallet_sendCalls batch, recorded like any transaction', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    // Issue 31: a mixed v3 → v4 route (DAI → LUM, a token only v4 lists; DAI's one v4 pool is
    // hooked, so every route starts in v2 or v3) through the Universal
    // Router: [approve(Permit2, max), Permit2.approve(router), execute], atomic, no signature.
    const chain = devnet.l1
    const v4 = chain.v4
    const lum = chain.v4Seed?.tokens.find((t) => t.symbol === 'LUM')
    if (!v4 || !lum) throw new Error('the devnet has no v4')
    const dai = seedToken(chain, 'DAI')
    // A real delegation designator on the account: still an EOA.
    expect((await code(chain, wallet.address)).slice(0, 8)).toBe('0xef0100')

    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=${dai.address}&outputCurrency=${lum.address}`,
      { importing: true },
    )
    await swap.inputAmount.fill('100')
    await swap.expectQuote()
    await swap.showDetails()
    const pools = await swap.route.getByTestId('swap-route-pool').allTextContents()
    expect(pools.at(-1)).toMatch(/\bv4 /)
    expect(pools.some((p) => /\bv[23] /.test(p))).toBe(true)
    // DAI is not approved for Permit2, yet there is no approval step: it goes in the batch.
    await expect(swap.button).toBeEnabled()
    await expect(swap.approveButton).toHaveCount(0)
    const daiBefore = await tokenBalance(chain, dai.address, wallet.address)
    const lumBefore = await tokenBalance(chain, lum.address, wallet.address)
    const shown = await swap.confirmSwapReading()
    const lumAfter = await changed(
      () => tokenBalance(chain, lum.address, wallet.address),
      lumBefore,
    )
    expect(lumAfter - lumBefore).toBe(shown.output)
    expect(daiBefore - (await tokenBalance(chain, dai.address, wallet.address))).toBe(shown.input)

    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual([
      dai.address.toLowerCase(),
      v4.permit2.toLowerCase(),
      v4.universalRouter.toLowerCase(),
    ])
    expectMaxApproval(calls[0], dai.address, v4.permit2)
    const permit2Approve = decodeFunctionData({
      abi: PERMIT2_APPROVE,
      data: calls[1]?.data ?? '0x',
    })
    expect(permit2Approve.args.slice(0, 3)).toEqual([
      dai.address,
      v4.universalRouter,
      2n ** 160n - 1n,
    ])
    expect(wallet.requestsOf('wallet_getCallsStatus').length).toBeGreaterThan(0)

    // The batch's transaction is in the record and settles like any other.
    await page.getByTestId('wallet-button').click()
    const row = page.getByTestId('wallet-recent-transactions').getByTestId('recent-transaction')
    await expect(row).toHaveCount(1)
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 })
  })

  test('a v3 add bundles both approvals and the mint into one batch (spec 02 §6)', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const manager = chain.contracts.positionManager
    const wbtc = seedToken(chain, 'WBTC').address
    const usdc = seedToken(chain, 'USDC').address
    const add = await openAdd(page, app, wallet, `/add/${wbtc}/${usdc}/3000`, chain.rpcUrl)
    await expect(add.rangeInput('min')).not.toHaveValue('')
    await add.amount('a').fill('0.01')
    await expect(add.amount('b')).not.toHaveValue('')
    // No approval step: Preview opens at once.
    await expect(add.action).toHaveText('Preview')
    await expect(add.action).toBeEnabled()
    await add.action.click()
    await expect(add.preview).toBeVisible()
    await confirmMintAndCheck(add, chain, wallet.address, { a: wbtc, b: usdc })
    const calls = theOnlyBatch(wallet)
    expect(calls.map((c) => c.to.toLowerCase()).sort()).toEqual(
      [wbtc, usdc, manager].map((a) => a.toLowerCase()).sort(),
    )
    expect(calls.at(-1)?.to.toLowerCase()).toBe(manager.toLowerCase())
    // [approve token0, approve token1, mint]: each approval checked against the manifest's token
    // at its place (token0 sorts first) and the manifest's position manager as spender, for max.
    const [token0, token1] = [wbtc, usdc].sort((x, y) =>
      x.toLowerCase() < y.toLowerCase() ? -1 : 1,
    ) as [Address, Address]
    expectMaxApproval(calls[0], token0, manager)
    expectMaxApproval(calls[1], token1, manager)
    const mint = decodeFunctionData({ abi: POSITION_MANAGER_ABI, data: calls[2]?.data ?? '0x' })
    if (mint.functionName !== 'mint')
      throw new Error(`the batch's last call is ${mint.functionName}`)
    expect(mint.args[0]).toMatchObject({ token0, token1, fee: 3000, recipient: wallet.address })
  })
})

test.describe('a contract account (no key of its own)', () => {
  test.use({
    walletOptions: {
      account: 1,
      chain: 'l1',
      authorized: false,
      name: 'E2E Wallet',
      smart: { kind: 'contract', batching: false, fund: [{ symbol: 'PRM', amount: '100' }] },
    },
  })

  test('is never asked for a permit: the permit token is approved on-chain', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const prm = seedToken(chain, 'PRM')
    const weth = seedToken(chain, 'WETH')
    expect((await code(chain, wallet.address)).length).toBeGreaterThan(2 + 2 * 23)
    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=${prm.address}&outputCurrency=${weth.address}`,
    )
    await swap.inputAmount.fill('10')
    await swap.expectQuote()
    await swap.approveButton.click()
    await expect(swap.approveButton).toHaveText('You can now trade PRM', { timeout: 30_000 })
    expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(0)
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(1)
    const before = await tokenBalance(chain, prm.address, wallet.address)
    await swap.confirmSwap()
    const after = await changed(() => tokenBalance(chain, prm.address, wallet.address), before)
    expect(before - after).toBe(parseUnits('10', 18))
    // Issue 31: nor for a Permit2 signature: Permit2's approve for the router goes on chain
    // first, then the swap.
    expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(0)
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3)
  })
})

test.describe('an EIP-7702-delegated EOA without batching', () => {
  test.use({
    walletOptions: {
      account: 2,
      chain: 'l1',
      authorized: false,
      name: 'E2E Wallet',
      smart: { kind: 'delegated', batching: false },
    },
  })

  test('approves the router through Permit2 on chain: Permit2 would ask its code, not its key', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    // Issue 31: Permit2 verifies a signature by ecrecover only for an address without code; a
    // delegated EOA has code, so Permit2 would ask it (EIP-1271). The app does not sign for it:
    // the token is approved to Permit2, and Permit2's approve for the router goes on chain.
    const chain = devnet.l1
    const prm = seedToken(chain, 'PRM')
    const weth = seedToken(chain, 'WETH')
    expect((await code(chain, wallet.address)).slice(0, 8)).toBe('0xef0100')
    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=${prm.address}&outputCurrency=${weth.address}`,
    )
    await swap.inputAmount.fill('10')
    await swap.expectQuote()
    await swap.approveButton.click()
    await expect(swap.approveButton).toHaveText('You can now trade PRM', { timeout: 30_000 })
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(1)
    const before = await tokenBalance(chain, prm.address, wallet.address)
    await swap.confirmSwap()
    const after = await changed(() => tokenBalance(chain, prm.address, wallet.address), before)
    expect(before - after).toBe(parseUnits('10', 18))
    expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(0)
    expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(3)
  })
})
