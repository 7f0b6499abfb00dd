import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type RecentTransactionRow, RecentTransactionsView } from './RecentTransactionsView'

const row = (over: Partial<RecentTransactionRow>): RecentTransactionRow => ({
  hash: '0x01',
  summary: 'Swap 1 ETH for 3000 USDC',
  status: 'pending',
  explorerHref: 'https://etherscan.io/tx/0x01',
  ...over,
})

describe('RecentTransactionsView', () => {
  afterEach(cleanup)

  it('says where transactions will appear when there are none', () => {
    render(<RecentTransactionsView rows={[]} onClearAll={() => {}} />)
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull()
  })

  it('lists rows in the given order with summary, explorer link and status', () => {
    render(
      <RecentTransactionsView
        rows={[
          row({ hash: '0x03', summary: 'Approve USDC', status: 'pending' }),
          row({ hash: '0x02', summary: 'Wrap 1 ETH', status: 'success' }),
          row({
            hash: '0x01',
            summary: 'Swap 1 ETH for 3000 USDC',
            status: 'failed',
            detail: { text: 'Too little received' },
          }),
          row({
            hash: '0x00',
            summary: 'Swap 2 ETH',
            status: 'replaced',
            detail: { text: 'Replaced by 0x1234…abcd', href: 'https://etherscan.io/tx/0xab' },
          }),
        ]}
        onClearAll={() => {}}
      />,
    )
    const items = screen.getAllByTestId('recent-transaction')
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual([
      'pending',
      'success',
      'failed',
      'replaced',
    ])
    const first = items[0]
    if (!first) throw new Error('no rows')
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      'https://etherscan.io/tx/0x01',
    )
    expect(within(first).getByRole('status').textContent).toBe('Pending')
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Confirmed' })).toBeTruthy()
    expect(within(items[2] as HTMLElement).getByRole('img', { name: 'Failed' })).toBeTruthy()
    expect(within(items[2] as HTMLElement).getByText('Too little received')).toBeTruthy()
    expect(within(items[3] as HTMLElement).getByRole('img', { name: 'Replaced' })).toBeTruthy()
    expect(
      within(items[3] as HTMLElement)
        .getByRole('link', { name: 'Replaced by 0x1234…abcd' })
        .getAttribute('href'),
    ).toBe('https://etherscan.io/tx/0xab')
  })

  it('shows the summary without a link when the chain has no explorer', () => {
    render(
      <RecentTransactionsView rows={[row({ explorerHref: undefined })]} onClearAll={() => {}} />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Swap 1 ETH for 3000 USDC')).toBeTruthy()
  })

  it("calls back on 'Clear all'", () => {
    const onClearAll = vi.fn()
    render(<RecentTransactionsView rows={[row({})]} onClearAll={onClearAll} />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(onClearAll).toHaveBeenCalledTimes(1)
  })
})
