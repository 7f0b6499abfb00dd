import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AddTokenOutcome, TransactionDialog } from './TransactionDialog'

afterEach(cleanup)

describe('TransactionDialog (spec 02 §4)', () => {
  it('waits for the wallet: "Waiting For Confirmation" and the wallet hint', () => {
    render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'confirm', pendingText: 'Removing 1 DAI and 0.5 ETH' }}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Waiting For Confirmation' })
    expect(dialog.textContent).toContain('Removing 1 DAI and 0.5 ETH')
    expect(dialog.textContent).toContain('Confirm this transaction in your wallet')
  })

  it('once submitted links to the explorer and closes', () => {
    const onDismiss = vi.fn()
    render(
      <TransactionDialog
        isOpen
        onDismiss={onDismiss}
        state={{ status: 'submitted', explorerUrl: 'https://explorer/tx/0x1' }}
      />,
    )
    screen.getByRole('dialog', { name: 'Transaction Submitted' })
    const link = screen.getByRole('link', { name: 'View on Explorer' })
    expect(link.getAttribute('href')).toBe('https://explorer/tx/0x1')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('button', { name: /to your wallet/ })).toBeNull()
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
    expect(onDismiss).toHaveBeenCalled()
  })

  it('on a rollup follows the receipt: Success with the completion time, or Error (spec 02 §4)', () => {
    const { rerender } = render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', tracker: { status: 'success', seconds: 3 } }}
      />,
    )
    const success = screen.getByRole('dialog', { name: 'Success' })
    expect(screen.getByTestId('tx-dialog-completed').textContent).toBe('Completed in 3 seconds')
    expect(success.querySelector('[role="alert"]')).toBeNull()
    rerender(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', tracker: { status: 'failed' } }}
      />,
    )
    screen.getByRole('dialog', { name: 'Error' })
    expect(screen.getByRole('alert').textContent).toBe('The transaction failed on chain.')
    expect(screen.queryByTestId('tx-dialog-completed')).toBeNull()
  })

  it('offers no token to add once the transaction failed on chain', () => {
    const addToken = { symbol: 'USDC', onAdd: vi.fn() }
    const { rerender } = render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', addToken, tracker: { status: 'success', seconds: 1 } }}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Add USDC to your wallet' })).not.toBeNull()
    rerender(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', addToken, tracker: { status: 'failed' } }}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Add USDC to your wallet' })).toBeNull()
  })

  it('offers to add the token and says when it was added', async () => {
    let resolve: (outcome: AddTokenOutcome) => void = () => {}
    const onAdd = vi.fn(() => new Promise<AddTokenOutcome>((r) => (resolve = r)))
    render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', addToken: { symbol: 'UNI-V2', onAdd } }}
      />,
    )
    const add = screen.getByRole('button', { name: 'Add UNI-V2 to your wallet' })
    fireEvent.click(add)
    expect(add.getAttribute('aria-busy')).toBe('true')
    await act(async () => resolve('added'))
    expect(screen.getByRole('status').textContent).toBe('Added UNI-V2')
  })

  it('keeps the offer up and says so when the wallet declines or fails', async () => {
    const onAdd = vi.fn<() => Promise<AddTokenOutcome>>()
    onAdd.mockResolvedValueOnce('declined').mockRejectedValueOnce(new Error('boom'))
    render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'submitted', addToken: { symbol: 'DAI', onAdd } }}
      />,
    )
    const add = screen.getByRole('button', { name: 'Add DAI to your wallet' })
    await act(async () => fireEvent.click(add))
    expect(screen.getByRole('status').textContent).toBe(
      'DAI was not added: the request was declined in your wallet.',
    )
    await act(async () => fireEvent.click(add))
    expect(screen.getByRole('status').textContent).toBe('Your wallet could not add DAI.')
    expect(onAdd).toHaveBeenCalledTimes(2)
  })

  it('shows an error with Dismiss', () => {
    const onDismiss = vi.fn()
    render(
      <TransactionDialog
        isOpen
        onDismiss={onDismiss}
        state={{ status: 'error', message: 'Transaction rejected.' }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Transaction rejected.')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
