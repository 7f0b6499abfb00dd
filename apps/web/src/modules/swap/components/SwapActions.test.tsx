import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SwapActions } from './SwapActions'

afterEach(cleanup)

const handlers = () => ({
  onConnect: vi.fn(),
  onApprove: vi.fn(),
  onSwap: vi.fn(),
  onWrap: vi.fn(),
})

describe('SwapActions', () => {
  it('runs the action the state names', () => {
    const h = handlers()
    const { rerender } = render(
      <SwapActions
        state={{ label: 'Connect Wallet', disabled: false, tone: 'primary', action: 'connect' }}
        {...h}
      />,
    )
    fireEvent.click(screen.getByTestId('swap-button'))
    expect(h.onConnect).toHaveBeenCalledOnce()
    rerender(
      <SwapActions
        state={{ label: 'Wrap', disabled: false, tone: 'primary', action: 'wrap' }}
        {...h}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Wrap' }))
    expect(h.onWrap).toHaveBeenCalledOnce()
  })
  it('shows the approval step beside a disabled swap button', () => {
    const h = handlers()
    render(
      <SwapActions
        state={{
          label: 'Swap',
          disabled: true,
          tone: 'primary',
          action: 'swap',
          approve: {
            label: 'Allow the Uniswap Protocol to use your DAI',
            disabled: false,
            pending: false,
            done: false,
          },
        }}
        {...h}
      />,
    )
    fireEvent.click(screen.getByTestId('swap-approve-button'))
    expect(h.onApprove).toHaveBeenCalledOnce()
    expect((screen.getByTestId('swap-button') as HTMLButtonElement).disabled).toBe(true)
  })
})
