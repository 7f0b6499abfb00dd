import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { chainQueryKeys } from '../../../chain/queries'
import { ChainClientsProvider } from '../../../chain/testing/ChainClientsProvider'
import { hashQueryKey } from '../../../lib/queryKeyHash'
import { useTransactionsStore } from '../state/store'
import { fakeNode } from '../testing/fakeNode'
import { ALICE, BOB, details, hashOf } from '../testing/fixtures'
import type { TransactionInfo } from '../types'
import { RecentTransactions, toRow } from './RecentTransactions'

const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1)
if (!mainnet) throw new Error('no mainnet row')

/** Distinct summaries ('Vote for proposal {n}'). */
const vote = (proposalId: number): TransactionInfo => ({
  type: 'vote',
  governorAddress: BOB,
  proposalId,
  decision: 'for',
  reason: '',
})
const { request } = fakeNode()
/** The app's read door (a token no list knows is read on-chain, through the query cache). */
const withChain = (ui: ReactNode, queryClient?: QueryClient) =>
  render(
    <ChainClientsProvider request={request} {...(queryClient ? { queryClient } : {})}>
      {ui}
    </ChainClientsProvider>,
  )

const TEXT = {
  summary: 'Swap 1 ETH for 3,000 USDC',
  replacedBy: (hash: string) => `Replaced by ${hash}`,
}

describe('RecentTransactions', () => {
  beforeEach(() =>
    useTransactionsStore.setState({
      transactions: {
        1: {
          [hashOf(1)]: details({ hash: hashOf(1), info: vote(1), addedTime: 1 }),
          [hashOf(2)]: details({ hash: hashOf(2), info: vote(2), addedTime: 3 }),
          [hashOf(3)]: details({ hash: hashOf(3), info: vote(3), addedTime: 2 }),
          [hashOf(4)]: details({ hash: hashOf(4), info: vote(4), addedTime: 4, from: BOB }),
        },
        10: { [hashOf(5)]: details({ hash: hashOf(5), chainId: 10, info: vote(5) }) },
      },
    }),
  )
  afterEach(cleanup)

  it("shows the account's transactions on the chain, newest first, linked to the explorer", () => {
    withChain(<RecentTransactions chain={mainnet} account={ALICE} />)
    const rows = screen.getAllByTestId('recent-transaction')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Vote for proposal 2'),
      expect.stringContaining('Vote for proposal 3'),
      expect.stringContaining('Vote for proposal 1'),
    ])
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hashOf(2)}`,
    )
  })

  it("'Clear all' removes the account's transactions on this chain only", () => {
    withChain(<RecentTransactions chain={mainnet} account={ALICE} />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear all' })))
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy()
    const left = useTransactionsStore.getState().transactions
    expect(Object.keys(left[1] ?? {})).toEqual([hashOf(4)])
    expect(left[10]).toBeDefined()
  })

  it('names a token no list knows by its own ERC-20 symbol and decimals, never base units', () => {
    // issue 34 #2: this row read 'Collect 2459945406199425856 0x124c…7E73 and … in fees'.
    const TIDE = '0x124c0000000000000000000000000000000E7E73'
    const REEF = '0x6115000000000000000000000000000000000747'
    const queryClient = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } },
    })
    for (const [address, symbol] of [
      [TIDE, 'TIDE'],
      [REEF, 'REEF'],
    ] as const)
      queryClient.setQueryData(
        chainQueryKeys.multicall({ chainId: 1, read: 'tokenInfo', key: [address.toLowerCase()] }),
        { chainId: 1, address, decimals: 18, symbol, name: symbol },
      )
    useTransactionsStore.setState({
      transactions: {
        1: {
          [hashOf(7)]: details({
            hash: hashOf(7),
            info: {
              type: 'collectFees',
              tokenId: '1',
              currencyId0: TIDE,
              currencyId1: REEF,
              expectedCurrencyOwed0Raw: '2459945406199425856',
              expectedCurrencyOwed1Raw: '2459676909473353236',
            },
          }),
        },
      },
    })
    withChain(<RecentTransactions chain={mainnet} account={ALICE} />, queryClient)
    expect(screen.getByTestId('recent-transaction').textContent).toContain(
      'Collect 2.46 TIDE and 2.46 REEF in fees',
    )
  })

  it('updates a row when its receipt arrives', () => {
    withChain(<RecentTransactions chain={mainnet} account={ALICE} />)
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
    const row = toRow(details({ replaced: { by: hashOf(0xabcd), detectedTime: 1 } }), mainnet, TEXT)
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
      TEXT,
    )
    expect(row).toMatchObject({ status: 'failed', detail: { text: 'Too little received' } })
  })
})
