import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletButtonView } from './WalletButtonView'

afterEach(cleanup)

describe('WalletButtonView', () => {
  it('reports that Connect Wallet is about to be pressed (pointer over, focus, press) before the click', () => {
    const onIntent = vi.fn()
    const onClick = vi.fn()
    render(<WalletButtonView state="disconnected" onClick={onClick} onIntent={onIntent} />)
    const button = screen.getByTestId('wallet-button')
    fireEvent.pointerEnter(button)
    fireEvent.focus(button)
    fireEvent.pointerDown(button)
    expect(onIntent).toHaveBeenCalledTimes(3)
    expect(onClick).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })
})
