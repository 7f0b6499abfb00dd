import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/chains'
import { useTransactionsStore } from '../state/store'
import { ALICE, BOB, details, hashOf } from '../testing/fixtures'
import { RecentTransactions, toRow } from './RecentTransactions'

const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1)
if (!mainnet) throw new Error('no mainnet row')

describe('RecentTransactions', () => {
  beforeEach(() =>
    useTransactionsStore.setState({
      transactions: {
        1: {
          [hashOf(1)]: details({ hash: hashOf(1), summary: 'Oldest', addedTime: 1 }),
          [hashOf(2)]: details({ hash: hashOf(2), summary: 'Newest', addedTime: 3 }),
          [hashOf(3)]: details({ hash: hashOf(3), summary: 'Middle', addedTime: 2 }),
          [hashOf(4)]: details({ hash: hashOf(4), summary: "Bob's", addedTime: 4, from: BOB }),
        },
        10: { [hashOf(5)]: details({ hash: hashOf(5), chainId: 10, summary: 'On Optimism' }) },
      },
    }),
  )
  afterEach(cleanup)

  it("shows the account's transactions on the chain, newest first, linked to the explorer", () => {
    render(<RecentTransactions chain={mainnet} account={ALICE} />)
    const rows = screen.getAllByTestId('recent-transaction')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Newest'),
      expect.stringContaining('Middle'),
      expect.stringContaining('Oldest'),
    ])
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hashOf(2)}`,
    )
  })

  it("'Clear all' removes the account's transactions on this chain only", () => {
    render(<RecentTransactions chain={mainnet} account={ALICE} />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear all' })))
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy()
    const left = useTransactionsStore.getState().transactions
    expect(Object.keys(left[1] ?? {})).toEqual([hashOf(4)])
    expect(left[10]).toBeDefined()
  })

  it('updates a row when its receipt arrives', () => {
    render(<RecentTransactions chain={mainnet} account={ALICE} />)
    act(() =>
      useTransactionsStore.getState().finalize({
        chainId: 1,
        hash: hashOf(2),
        receipt: {
          blockHash: hashOf(9),
          blockNumber: 1,
          contractAddress: null,
          from: ALICE,
          status: 1,
          to: BOB,
          transactionHash: hashOf(2),
          transactionIndex: 0,
        },
      }),
    )
    expect(screen.getAllByTestId('recent-transaction')[0]?.getAttribute('data-status')).toBe(
      'success',
    )
  })

  it('describes a replaced row by the transaction that replaced it', () => {
    const row = toRow(details({ replaced: { by: hashOf(0xabcd), detectedTime: 1 } }), mainnet)
    expect(row.status).toBe('replaced')
    expect(row.detail).toEqual({
      text: 'Replaced by 0x0000…abcd',
      href: `https://etherscan.io/tx/${hashOf(0xabcd)}`,
    })
  })

  it('describes a failed row by its stored reason', () => {
    const row = toRow(
      details({
        failureReason: 'Too little received',
        receipt: {
          blockHash: hashOf(9),
          blockNumber: 1,
          contractAddress: null,
          from: ALICE,
          status: 0,
          to: BOB,
          transactionHash: hashOf(1),
          transactionIndex: 0,
        },
      }),
      mainnet,
    )
    expect(row).toMatchObject({ status: 'failed', detail: { text: 'Too little received' } })
  })
})
