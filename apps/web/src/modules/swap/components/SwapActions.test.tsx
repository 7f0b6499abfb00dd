import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SwapActions } from './SwapActions'

afterEach(cleanup)

/** A label as the flow hands it over: a descriptor, translated by the component. */
const text = (message: string) => ({ id: message, message })

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
        state={{
          label: text('Connect Wallet'),
          disabled: false,
          tone: 'primary',
          action: 'connect',
        }}
        {...h}
      />,
    )
    fireEvent.click(screen.getByTestId('swap-button'))
    expect(h.onConnect).toHaveBeenCalledOnce()
    rerender(
      <SwapActions
        state={{ label: text('Wrap'), disabled: false, tone: 'primary', action: 'wrap' }}
        {...h}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Wrap' }))
    expect(h.onWrap).toHaveBeenCalledOnce()
  })
  it('starts loading the wallet when Connect Wallet is pointed at, focused or pressed, and only then', () => {
    const h = handlers()
    const onConnectIntent = vi.fn()
    const connect = { label: text('Connect Wallet'), disabled: false, tone: 'primary' } as const
    const { rerender } = render(
      <SwapActions
        state={{ ...connect, action: 'connect' }}
        onConnectIntent={onConnectIntent}
        {...h}
      />,
    )
    const button = screen.getByTestId('swap-button')
    fireEvent.pointerEnter(button)
    fireEvent.focus(button)
    fireEvent.pointerDown(button)
    expect(onConnectIntent).toHaveBeenCalledTimes(3)
    expect(h.onConnect).not.toHaveBeenCalled()
    rerender(
      <SwapActions
        state={{ label: text('Swap'), disabled: false, tone: 'primary', action: 'swap' }}
        onConnectIntent={onConnectIntent}
        {...h}
      />,
    )
    fireEvent.pointerEnter(screen.getByTestId('swap-button'))
    fireEvent.focus(screen.getByTestId('swap-button'))
    expect(onConnectIntent).toHaveBeenCalledTimes(3)
  })
  it('shows the approval step beside a disabled swap button', () => {
    const h = handlers()
    render(
      <SwapActions
        state={{
          label: text('Swap'),
          disabled: true,
          tone: 'primary',
          action: 'swap',
          approve: {
            label: text('Approve DAI'),
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
    expect(screen.getByTestId('swap-button').getAttribute('aria-disabled')).toBe('true')
  })
})
