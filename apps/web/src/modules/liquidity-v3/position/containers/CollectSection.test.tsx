// issue 34 "Untested today — Pending and done states: 'Collecting'/'Collected'" (spec 02 §4
// "Collect fees: closed, confirm dialog, collecting, collected"): what the Collect button and the
// wallet's pending dialog say in each phase of the flow.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CollectFlow } from '../hooks/useCollectFlow'
import type { PositionView } from '../hooks/usePosition'
import { CollectSection } from './CollectSection'

const state = vi.hoisted(() => ({ flow: undefined as unknown }))
vi.mock('../hooks/useCollectFlow', () => ({ useCollectFlow: () => state.flow }))
vi.mock('../hooks/useFiatValue', () => ({ useFiatValue: () => null }))

const view = {
  canCollect: true,
  nativeSide: null,
  chain: { nativeCurrency: { symbol: 'ETH' }, wrappedNativeSymbol: 'WETH' },
  token0: { address: '0x00000000000000000000000000000000000000a1', symbol: 'TIDE', decimals: 18 },
  token1: { address: '0x00000000000000000000000000000000000000b2', symbol: 'REEF', decimals: 6 },
  details: { unclaimed: { amount0: 2_459_945_406_199_425_856n, amount1: 1_500_000n } },
} as unknown as PositionView

function flow(p: Partial<CollectFlow>): CollectFlow {
  return {
    phase: 'closed',
    dialogOpen: false,
    dialog: { status: 'closed' },
    open: () => {},
    dismiss: () => {},
    collect: async () => {},
    ...p,
  }
}

const button = () => screen.getByTestId('position-collect') as HTMLButtonElement

describe('CollectSection', () => {
  it("offers 'Collect fees' while fees are owed", () => {
    state.flow = flow({})
    render(<CollectSection view={view} />)
    expect(button().textContent).toBe('Collect fees')
    expect(button().disabled).toBe(false)
  })

  it("reads 'Collecting', disabled, while the wallet is asked, and the dialog names the amounts", () => {
    state.flow = flow({ phase: 'collecting', dialogOpen: true, dialog: { status: 'confirm' } })
    render(<CollectSection view={view} />)
    expect(button().textContent).toBe('Collecting')
    expect(button().disabled).toBe(true)
    expect(screen.getByRole('dialog').textContent).toContain('Collecting 2.45995 TIDE and 1.5 REEF')
  })

  it("reads 'Collected' once sent, after the submitted dialog is closed", () => {
    state.flow = flow({
      phase: 'collected',
      dialogOpen: false,
      dialog: { status: 'submitted', hash: `0x${'1'.repeat(64)}`, explorerUrl: 'https://x/tx/1' },
    })
    render(<CollectSection view={view} />)
    expect(button().textContent).toBe('Collected')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
