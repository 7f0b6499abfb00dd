// issue 34 "Untested today — Mining: the banner; 'No active pools'" (spec 02 §2 Liquidity mining
// page): what /uni shows before, without and after reading its pools.
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EarnScreen } from './EarnScreen'

const state = vi.hoisted(() => ({
  mining: { pools: undefined, now: 0, error: null } as {
    pools: unknown[] | undefined
    now: number
    error: unknown
  },
}))
vi.mock('./MiningGate', () => ({
  MiningGate: ({ children }: { children: (c: never, u: never, v: never) => ReactNode }) =>
    children({ id: 1 } as never, { uni: { decimals: 18 } } as never, {} as never),
}))
vi.mock('../hooks/useMiningPools', () => ({ useMiningPools: () => state.mining }))
vi.mock('../../tokens', () => ({ useLogoUrls: () => () => [] }))
vi.mock('../../wallet', () => ({ useWallet: () => ({ status: 'disconnected' }) }))
vi.mock('../../application', () => ({ useOpenModal: () => () => {} }))

afterEach(cleanup)

describe('EarnScreen', () => {
  it("shows the banner and 'No active pools' when the chain has none to show", () => {
    state.mining = { pools: [undefined], now: 0, error: null }
    render(<EarnScreen />)
    expect(screen.getByTestId('mining-banner').textContent).toContain('Uniswap liquidity mining')
    expect(screen.getByTestId('mining-no-pools').textContent).toBe('No active pools')
  })

  it('says the pools could not be read, not that there are none, while the read fails', () => {
    state.mining = { pools: undefined, now: 0, error: new Error('rpc') }
    render(<EarnScreen />)
    expect(screen.queryByTestId('mining-no-pools')).toBeNull()
    expect(screen.getByTestId('mining-loading').textContent).toBe(
      'The rewards pools could not be read. Retrying…',
    )
  })
})
