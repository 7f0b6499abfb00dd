import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmSwapModal, type ConfirmSwapModalProps } from './ConfirmSwapModal'

afterEach(cleanup)

const props = (over: Partial<ConfirmSwapModalProps> = {}): ConfirmSwapModalProps => ({
  isOpen: true,
  onDismiss: vi.fn(),
  input: { amount: '1', symbol: 'ETH' },
  output: { amount: '3000', symbol: 'USDC' },
  estimateNote: { id: 'note', message: 'Output is estimated.' },
  details: null,
  priceUpdated: false,
  onAccept: vi.fn(),
  onConfirm: vi.fn(),
  attempting: false,
  ...over,
})

describe('ConfirmSwapModal (spec 01 §4 Swap confirmation)', () => {
  it('confirms the reviewed trade', () => {
    const p = props()
    render(<ConfirmSwapModal {...p} />)
    expect(screen.getByRole('dialog', { name: 'Confirm Swap' })).toBeTruthy()
    fireEvent.click(screen.getByTestId('swap-confirm-button'))
    expect(p.onConfirm).toHaveBeenCalledOnce()
  })
  it("disables Confirm while 'Price Updated' waits for Accept", () => {
    const p = props({ priceUpdated: true })
    render(<ConfirmSwapModal {...p} />)
    expect(screen.getByText('Price Updated')).toBeTruthy()
    expect((screen.getByTestId('swap-confirm-button') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('swap-accept-button'))
    expect(p.onAccept).toHaveBeenCalledOnce()
  })
  it('says the rules before Confirm: a quote over 5 % below the fiat price, a contract recipient (issue 35)', () => {
    const { rerender } = render(<ConfirmSwapModal {...props()} />)
    expect(screen.queryByTestId('swap-fiat-warning')).toBeNull()
    expect(screen.queryByTestId('swap-recipient-warning')).toBeNull()
    rerender(
      <ConfirmSwapModal
        {...props({ fiatShortfall: 0.123, recipientWarning: 'The recipient is a contract.' })}
      />,
    )
    expect(screen.getByTestId('swap-fiat-warning').textContent).toContain(
      '12.3% worse than the dollar prices',
    )
    expect(screen.getByTestId('swap-recipient-warning').textContent).toContain(
      'The recipient is a contract.',
    )
  })
  it('shows the wallet step, then the submitted hash, then errors', () => {
    const { rerender } = render(<ConfirmSwapModal {...props({ attempting: true })} />)
    expect(screen.getByRole('dialog', { name: 'Waiting For Confirmation' })).toBeTruthy()
    expect(screen.getByText('Swapping 1 ETH for 3000 USDC')).toBeTruthy()
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeTruthy()
    rerender(
      <ConfirmSwapModal {...props({ txHash: '0xabc', explorerHref: 'https://x/tx/0xabc' })} />,
    )
    expect(screen.getByRole('dialog', { name: 'Transaction Submitted' })).toBeTruthy()
    // One heading: the dialog's title, not repeated in its body (issue 12 #9).
    expect(screen.getAllByText('Transaction Submitted')).toHaveLength(1)
    rerender(<ConfirmSwapModal {...props({ errorMessage: 'Transaction rejected.' })} />)
    expect(screen.getByTestId('tx-dialog-error').textContent).toContain('Transaction rejected.')
  })

  it('offers to add the output token once submitted, not before', () => {
    const addToken = { symbol: 'USDC', onAdd: vi.fn(async () => 'added' as const) }
    const { rerender } = render(<ConfirmSwapModal {...props({ addToken })} />)
    expect(screen.queryByRole('button', { name: 'Add USDC to your wallet' })).toBeNull()
    rerender(<ConfirmSwapModal {...props({ txHash: '0xabc', addToken })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add USDC to your wallet' }))
    expect(addToken.onAdd).toHaveBeenCalledOnce()
  })
})
