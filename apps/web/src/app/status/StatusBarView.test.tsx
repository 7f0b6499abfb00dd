import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StatusBarView } from './StatusBarView'

afterEach(cleanup)

const base = {
  blockNumber: 1234n,
  blockHref: 'https://etherscan.io/block/1234',
  gasPriceWei: 30_000_000_000n,
  gasPriceLabel: '30',
  flashing: false,
  stall: null,
}

describe('StatusBarView', () => {
  it('shows the gas price in gwei and the block linked to the explorer', () => {
    render(<StatusBarView {...base} />)
    expect(screen.getByTestId('gas-price').textContent).toBe('30 gwei')
    const block = screen.getByTestId('block-number')
    expect(block.textContent).toBe('1234')
    expect(block.getAttribute('href')).toBe('https://etherscan.io/block/1234')
    expect(screen.queryByTestId('stall-warning')).toBeNull()
  })

  it('warns of a stalled chain, with the status page when the chain has one', () => {
    render(
      <StatusBarView
        {...base}
        stall={{ label: 'Optimism', statusPage: 'https://status.example' }}
      />,
    )
    const warning = screen.getByTestId('stall-warning')
    expect(warning.textContent).toBe(
      'You may have lost your network connection. or Optimism might be down right now',
    )
    expect(screen.getByRole('link', { name: 'or Optimism might be down right now' })).toBeTruthy()
  })

  it("says spec 01 §8's connection failure when the node never answered, instead of a stall", () => {
    render(
      <StatusBarView
        {...base}
        blockNumber={undefined}
        blockHref={undefined}
        stall={{ label: 'Optimism' }}
        unreachable
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
    )
    expect(screen.queryByTestId('stall-warning')).toBeNull()
  })

  it('warns without a link when the chain has no status page', () => {
    render(<StatusBarView {...base} stall={{ label: 'Arbitrum' }} />)
    expect(screen.getByTestId('stall-warning').textContent).toBe(
      'You may have lost your network connection.',
    )
  })
})
