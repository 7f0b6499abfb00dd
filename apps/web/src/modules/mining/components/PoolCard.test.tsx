// issue 34 "Untested today — Mining: the Deposit/Manage buttons; total deposits and the pool
// rate" (spec 02 §2 Liquidity mining page, §9 weekly rate = per-second rate × 604800).

import { fireEvent, render, screen } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import type { StakingInfo } from '../utils/stakingInfo'
import { PoolCard } from './PoolCard'

const WETH = new Token(1, '0x00000000000000000000000000000000000000a1', 18, 'WETH')
const USDC = new Token(1, '0x00000000000000000000000000000000000000b2', 6, 'USDC')
const NOW = 1_700_000_000

function info(overrides: Partial<StakingInfo> = {}): StakingInfo {
  return {
    stakingRewardAddress: '0x00000000000000000000000000000000000000c3',
    tokens: [USDC, WETH],
    pairAddress: '0x00000000000000000000000000000000000000d4',
    stakedAmount: 0n,
    earnedAmount: 0n,
    // 1,234.5 UNI-V2 deposited by everyone (4 significant digits: 1,235).
    totalStakedAmount: 1_234_500_000_000_000_000_000n,
    // 0.01 UNI a second: 6,048 UNI a week.
    poolRewardRate: 10n ** 16n,
    periodFinish: NOW + 86_400,
    genesis: NOW - 86_400,
    unstakedAmount: 0n,
    reserve0: 1n,
    reserve1: 1n,
    lpTotalSupply: 1n,
    readAt: NOW,
    active: true,
    totalRewardRate: 10n ** 16n,
    rewardRate: 0n,
    ...overrides,
  }
}

const currencies = [
  { id: USDC.address, symbol: 'USDC', address: USDC.address },
  { id: 'ETH', symbol: 'ETH', address: WETH.address },
] as const

function renderCard(p: { info?: StakingInfo; onDeposit?: () => void }) {
  return render(
    <PoolCard
      info={p.info ?? info()}
      currencies={currencies}
      logos={() => []}
      uniDecimals={18}
      now={NOW}
      onDeposit={p.onDeposit}
    />,
  )
}

describe('PoolCard', () => {
  it("shows the pool's total deposits and its weekly rate (per-second rate × 604800)", () => {
    renderCard({})
    expect(screen.getByTestId('mining-total-deposits').textContent).toBe('1,235 UNI-V2')
    const rate = screen.getByTestId('mining-pool-rate')
    expect(rate.getAttribute('data-raw')).toBe((10n ** 16n * 604_800n).toString())
    expect(rate.textContent).toBe('6,048 UNI / week')
    // Nothing staked by the account: no rate of its own.
    expect(screen.queryByTestId('mining-your-rate')).toBeNull()
  })

  it("adds the account's own rate once it has a deposit", () => {
    renderCard({ info: info({ stakedAmount: 1n, rewardRate: 10n ** 15n }) })
    expect(screen.getByTestId('mining-your-rate').textContent).toBe('604.8 UNI / week')
  })

  it('offers Deposit when the account can deposit, and calls it; Manage links to the pair', () => {
    const onDeposit = vi.fn()
    renderCard({ onDeposit })
    fireEvent.click(screen.getByTestId('mining-card-deposit'))
    expect(onDeposit).toHaveBeenCalledTimes(1)
    const manage = screen.getByTestId('mining-card-manage')
    expect(manage.textContent).toBe('Manage')
    expect(manage.getAttribute('href')).toBe(`/uni/${USDC.address}/ETH`)
    expect(manage.getAttribute('aria-label')).toBe('Manage USDC-ETH')
  })

  it('has no Deposit button when the account cannot deposit, and still Manage', () => {
    renderCard({})
    expect(screen.queryByTestId('mining-card-deposit')).toBeNull()
    expect(screen.getByTestId('mining-card-manage')).toBeTruthy()
  })
})
