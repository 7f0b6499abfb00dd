// Issue 15 liquidity mining (spec 02 §2 Liquidity mining page, §4 countdown and Deposit, §7
// rewards calls, §9 gas limits, read back from each sent transaction) on the devnet's three
// seeded pools (manifest mining): the three countdown texts; a deposit with a permit
// (stakeWithPermit, no approve transaction) and with an approval after a signing failure
// (approve, then stake); rewards earned as time passes, claimed and withdrawn — the UNI and
// liquidity tokens moved on chain equal what the screen showed, to the wei; the step-1 link; the
// Layer-2 message; axe in both themes; 320 px.
import type { Page } from '@playwright/test'
import type { ManifestChain, ManifestStakingPool } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, erc20Abi, formatUnits, type Hash, toFunctionSelector } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import {
  APPROVE_SELECTOR,
  failNextSignature,
  raw,
  sentData,
} from '../harness/liquidity-v2-remove.ts'
import { afterPolls } from '../harness/poll-clock.ts'
import { latestBlock, mine, rpc } from '../harness/rpc.ts'

const connected = (account: number, chain: 'l1' | 'l2' = 'l1') => ({
  walletOptions: { account, chain, authorized: true, name: 'E2E Wallet' },
})

const STAKE = toFunctionSelector('stake(uint256)')
const STAKE_WITH_PERMIT = toFunctionSelector(
  'stakeWithPermit(uint256,uint256,uint8,bytes32,bytes32)',
)
const GET_REWARD = toFunctionSelector('getReward()')
const EXIT = toFunctionSelector('exit()')

const stakingAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'earned',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'periodFinish',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

function pool(chain: ManifestChain, status: ManifestStakingPool['status']): ManifestStakingPool {
  const p = chain.mining?.pools.find((q) => q.status === status)
  if (!p) throw new Error(`no ${status} pool on the devnet`)
  return p
}

const manageRoute = (p: ManifestStakingPool) => `/uni/${p.tokens[0]}/${p.tokens[1]}`

const read = (
  devnet: Devnet,
  address: Address,
  functionName: 'balanceOf' | 'earned',
  who: Address,
) => publicClient(devnet.l1).readContract({ address, abi: stakingAbi, functionName, args: [who] })

const erc20 = (devnet: Devnet, token: Address, who: Address) =>
  publicClient(devnet.l1).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [who],
  })

/** Waits for the submitted dialog and the mined receipt; returns the hash. */
async function submitted(page: Page, devnet: Devnet): Promise<Hash> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('tx-dialog-explorer')).toBeVisible({ timeout: 30_000 })
  const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
  const hash = href.split('/tx/')[1] as Hash
  const receipt = await publicClient(devnet.l1).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return hash
}

/**
 * The gas limit a sent transaction carries, read back from the node (eth_getTransactionByHash):
 * spec 02 §7/§9 fix it at 350000 for stake, stakeWithPermit and getReward, 300000 for exit.
 */
async function sentGasLimit(devnet: Devnet, hash: Hash): Promise<bigint> {
  return (await publicClient(devnet.l1).getTransaction({ hash })).gas
}

/** Moves the L1's clock `seconds` ahead and mines a block. */
async function passTime(devnet: Devnet, seconds: number): Promise<void> {
  await rpc(devnet.l1.rpcUrl, 'evm_increaseTime', [seconds])
  await mine(devnet.l1.rpcUrl)
}

/** Opens the deposit dialog and types `amount` liquidity tokens. */
async function typeDeposit(page: Page, amount: bigint): Promise<void> {
  await page.getByTestId('mining-deposit').click()
  await expect(page.getByTestId('mining-deposit-modal')).toBeVisible()
  await page.getByTestId('mining-deposit-amount').fill(formatUnits(amount, 18))
}

test.describe('the seeded pools', () => {
  test('show the three countdown texts, on the list and on each manage view', async ({
    page,
    app,
    devnet,
  }) => {
    await app.goto('/uni')
    await app.ready()
    await expect(page.getByRole('heading', { name: 'Participating pools' })).toBeVisible()
    const texts = {
      active: 'Rewards end in',
      ended: 'Rewards have ended!',
      'not-started': 'Rewards begin in',
    } as const
    for (const [status, text] of Object.entries(texts)) {
      const p = pool(devnet.l1, status as ManifestStakingPool['status'])
      const card = page.locator(`[data-testid="mining-pool"][data-address="${p.stakingRewards}"]`)
      await expect(card.getByTestId('mining-countdown-text')).toHaveText(text)
      if (status !== 'ended')
        // issue 34 #11: each figure with its unit (it read '59:23:48:04').
        await expect(card.getByTestId('mining-countdown')).toContainText(/\d+d \d\dh \d\dm \d\ds/)
    }
    for (const [status, text] of Object.entries(texts)) {
      await app.goto(manageRoute(pool(devnet.l1, status as ManifestStakingPool['status'])))
      await expect(page.getByRole('heading', { name: 'Manage Liquidity Mining' })).toBeVisible()
      await expect(page.getByTestId('mining-countdown-text')).toHaveText(text)
    }
  })

  // One page: axe on the list and the manage view in both themes (hash navigation switches the
  // theme without a reload), then both views at 320 px.
  test('have no serious axe findings in either theme and fit a 320 px screen', async ({
    page,
    app,
    devnet,
  }) => {
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      await app.goto(`/uni?theme=${theme}`)
      await app.ready()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByTestId('mining-pool')).toHaveCount(devnet.l1.mining?.pools.length ?? 0)
      expect(await seriousAxeViolations(page), `/uni (${theme})`).toEqual([])
      await app.goto(`${manageRoute(pool(devnet.l1, 'active'))}?theme=${theme}`)
      await expect(page.getByRole('heading', { name: 'Manage Liquidity Mining' })).toBeVisible()
      await expect(page.getByTestId('mining-yours')).toBeVisible()
      expect(await seriousAxeViolations(page), `manage (${theme})`).toEqual([])
      axed += 2
    }
    expect(axed).toBe(4)

    await page.setViewportSize({ width: 320, height: 720 })
    let fitted = 0
    for (const route of ['/uni', manageRoute(pool(devnet.l1, 'active'))]) {
      await app.goto(route)
      await app.ready()
      const main = route === '/uni' ? 'mining-pool' : 'mining-yours'
      await expect(page.getByTestId(main).first()).toBeVisible()
      const overflow = await page.evaluate(
        () =>
          [...document.querySelectorAll('.mining-page *')]
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0 && (r.right > 320.5 || r.left < -0.5)).length,
      )
      expect(overflow, route).toBe(0)
      fitted++
    }
    expect(fitted).toBe(2)
  })
})

test.describe('account 0 (liquidity tokens of the active pool)', () => {
  test.use(connected(0))

  test('deposits with a permit, earns as time passes, claims and withdraws: on chain as shown', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = pool(devnet.l1, 'active')
    const me = wallet.address
    const uni = devnet.l1.governanceToken?.address as Address
    // Issue 30: the page clock runs the screen's 15 s poll right after the chain's time moves.
    await page.clock.install()
    await app.goto(manageRoute(p))
    await app.ready()
    const held = await erc20(devnet, p.stakingToken, me)
    expect(held).toBeGreaterThan(0n)
    await expect.poll(() => raw(page, 'mining-unstaked')).toBe(held)

    // Deposit half with a permit: a signature, then stakeWithPermit; no approve transaction.
    const amount = held / 2n
    await typeDeposit(page, amount)
    await page.getByTestId('mining-deposit-approve').click()
    await expect(page.getByTestId('mining-deposit-approve')).toHaveText('Approved')
    expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(1)
    await page.getByTestId('mining-deposit-submit').click()
    expect(await sentGasLimit(devnet, await submitted(page, devnet))).toBe(350_000n)
    const sent = sentData(wallet)
    expect(sent.map((s) => s.data.slice(0, 10))).toEqual([STAKE_WITH_PERMIT])
    expect(await read(devnet, p.stakingRewards, 'balanceOf', me)).toBe(amount)
    await expect.poll(() => raw(page, 'mining-staked')).toBe(amount)
    expect(await erc20(devnet, p.stakingToken, me)).toBe(held - amount)

    // A day later the unclaimed UNI has grown.
    await passTime(devnet, 86_400)
    await expect
      .poll(
        afterPolls(page, () => raw(page, 'mining-earned')),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0n)

    // Past the period's end the rewards stop: what the screen shows is exactly claimable.
    const finish = await publicClient(devnet.l1).readContract({
      address: p.stakingRewards,
      abi: stakingAbi,
      functionName: 'periodFinish',
    })
    const { timestamp } = await latestBlock(devnet.l1.rpcUrl)
    await passTime(devnet, Number(finish) - timestamp + 60)
    // One page poll was not always enough: the check then waited out the app's next real 15 s
    // poll (16 s of this test). Each attempt now lets the page poll again.
    await expect
      .poll(
        afterPolls(page, async () =>
          (await page.getByTestId('mining-countdown-text').textContent())?.trim(),
        ),
        { timeout: 20_000 },
      )
      .toBe('Rewards have ended!')
    const onChainEarned = await read(devnet, p.stakingRewards, 'earned', me)
    await expect
      .poll(
        afterPolls(page, () => raw(page, 'mining-earned')),
        { timeout: 20_000 },
      )
      .toBe(onChainEarned)

    // Claim: the UNI received equals the amount shown.
    const uniBefore = await erc20(devnet, uni, me)
    await page.getByTestId('mining-claim').click()
    const shownClaim = await raw(page, 'mining-claim-uni')
    expect(shownClaim).toBe(onChainEarned)
    // A refused claim returns to the dialog's input (spec 02 §4), the claim still offered.
    const sentBefore = sentData(wallet).length
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('mining-claim-submit').click()
    await expect.poll(() => sentData(wallet).length).toBe(sentBefore + 1)
    await expect(page.getByTestId('mining-claim-modal')).toBeVisible()
    await expect(page.getByTestId('mining-claim-submit')).toBeEnabled()
    expect(await erc20(devnet, uni, me)).toBe(uniBefore)
    await page.getByTestId('mining-claim-submit').click()
    expect(await sentGasLimit(devnet, await submitted(page, devnet))).toBe(350_000n)
    expect(sentData(wallet).at(-1)?.data.slice(0, 10)).toBe(GET_REWARD)
    expect((await erc20(devnet, uni, me)) - uniBefore).toBe(shownClaim)
    await expect.poll(() => raw(page, 'mining-earned')).toBe(0n)

    // Withdraw (exit): the liquidity tokens come back, exactly the deposit shown.
    await page.getByTestId('mining-withdraw').click()
    const shownLp = await raw(page, 'mining-withdraw-lp')
    expect(shownLp).toBe(amount)
    await page.getByTestId('mining-withdraw-submit').click()
    expect(await sentGasLimit(devnet, await submitted(page, devnet))).toBe(300_000n)
    expect(sentData(wallet).at(-1)?.data.slice(0, 10)).toBe(EXIT)
    expect(await erc20(devnet, p.stakingToken, me)).toBe(held)
    expect(await read(devnet, p.stakingRewards, 'balanceOf', me)).toBe(0n)
    await expect.poll(() => raw(page, 'mining-staked')).toBe(0n)
  })

  test('falls back to an approval when signing fails, then stakes', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = pool(devnet.l1, 'active')
    const me = wallet.address
    await app.goto(manageRoute(p))
    await app.ready()
    const held = await erc20(devnet, p.stakingToken, me)
    await expect.poll(() => raw(page, 'mining-unstaked')).toBe(held)
    failNextSignature(wallet)
    await typeDeposit(page, held)
    await page.getByTestId('mining-deposit-approve').click()
    await expect(page.getByTestId('mining-deposit-approve')).toHaveText('Approved', {
      timeout: 30_000,
    })
    expect(sentData(wallet).map((s) => s.data.slice(0, 10))).toEqual([APPROVE_SELECTOR])
    // spec 02 §4 (issue 34 untested list): the wallet refuses the stake; the dialog is back at
    // its input, amount kept, and nothing was sent.
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('mining-deposit-submit').click()
    // The wallet was asked (the request is recorded, refused), then the input is back.
    await expect.poll(() => sentData(wallet).length).toBe(2)
    await expect(page.getByTestId('mining-deposit-amount')).toHaveValue(formatUnits(held, 18))
    await expect(page.getByTestId('mining-deposit-submit')).toBeEnabled()
    expect(await read(devnet, p.stakingRewards, 'balanceOf', me)).toBe(0n)
    await page.getByTestId('mining-deposit-submit').click()
    expect(await sentGasLimit(devnet, await submitted(page, devnet))).toBe(350_000n)
    expect(sentData(wallet).at(-1)?.data.slice(0, 10)).toBe(STAKE)
    expect(await read(devnet, p.stakingRewards, 'balanceOf', me)).toBe(held)
    expect(await erc20(devnet, p.stakingToken, me)).toBe(0n)
    await expect.poll(() => raw(page, 'mining-staked')).toBe(held)
  })
})

test.describe('an account without liquidity tokens', () => {
  test.use(connected(9))

  test('gets the step-1 banner linking to the v2 add screen of the pair', async ({
    page,
    app,
    devnet,
  }) => {
    const p = pool(devnet.l1, 'active')
    await app.goto(manageRoute(p))
    await app.ready()
    await expect(page.getByTestId('mining-step1')).toContainText(
      'Step 1. Get UNI-V2 Liquidity tokens',
    )
    await page.getByTestId('mining-step1-link').click()
    await expect.poll(() => app.route()).toMatch(/^\/add\/v2\/[^/]+\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'Add V2 Liquidity' })).toBeVisible()
  })
})

test.describe('on the local L2', () => {
  test.use(connected(0, 'l2'))

  test('says liquidity mining is not available on Layer 2', async ({ page, app }) => {
    await app.goto('/uni')
    await app.ready()
    await expect(page.getByTestId('placeholder')).toContainText(
      'Liquidity mining is not available on Layer 2. Switch to Layer 1 Ethereum.',
    )
  })
})
