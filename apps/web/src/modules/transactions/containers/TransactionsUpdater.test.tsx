import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, waitFor } from '@testing-library/react'
import { encodeErrorResult, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chainQueryKeys } from '../../../chain/queries'
import { RuntimeConfigContext } from '../../../chain/runtimeConfigContext'
import { ChainClientsProvider } from '../../../chain/testing/ChainClientsProvider'
import { PUBLIC_RUNTIME } from '../../../chain/testing/publicRuntime'
import { activateLocale } from '../../../i18n'
import { useApplicationStore } from '../../application'
import { useCustomTokensStore } from '../../tokens'
import { useAnnouncementStore } from '../state/announcement'
import { useTransactionsStore } from '../state/store'
import { type FakeNode, fakeNode } from '../testing/fakeNode'
import { ALICE, BOB, details, hashOf, ROUTER, TOKEN } from '../testing/fixtures'
import { blockPollingMs, YOUNG_BLOCK_POLL_MS } from '../utils/shouldCheck'
import { TransactionsUpdater } from './TransactionsUpdater'

const runtime = PUBLIC_RUNTIME

const HASH = hashOf(1)

function renderUpdater(init: Partial<FakeNode>, queryClient = new QueryClient()) {
  const { node, request } = fakeNode(init)
  render(
    <RuntimeConfigContext.Provider value={runtime}>
      <ChainClientsProvider request={request} pollingInterval={20} queryClient={queryClient}>
        <TransactionsUpdater />
      </ChainClientsProvider>
    </RuntimeConfigContext.Provider>,
  )
  return node
}

const record = () => useTransactionsStore.getState().transactions[1]?.[HASH]
const popups = () => useApplicationStore.getState().popupList.map((p) => p.content)
const announced = () => useAnnouncementStore.getState().text

describe('TransactionsUpdater', () => {
  beforeEach(() => {
    localStorage.clear()
    useApplicationStore.setState({ openModal: null, popupList: [] })
    useAnnouncementStore.setState({ text: '', seq: 0 })
    // The summary names the swap's token from the chain's tokens (here a custom one).
    useCustomTokensStore.setState({
      byChain: {
        1: {
          [TOKEN.toLowerCase()]: {
            chainId: 1,
            address: TOKEN,
            decimals: 6,
            symbol: 'USDC',
            name: 'USD Coin',
          },
        },
      },
    })
    useTransactionsStore.setState({
      transactions: { 1: { [HASH]: details() } },
    })
  })
  afterEach(cleanup)

  it('records the check while the transaction is pending', async () => {
    renderUpdater({ latest: 100, countAt: () => 7 })
    await waitFor(() => expect(record()?.lastCheckedBlockNumber).toBe(100))
    expect(record()?.receipt).toBeUndefined()
    expect(popups()).toEqual([])
  })

  it('finalizes a mined transaction and toasts its summary', async () => {
    const node = renderUpdater({ latest: 100 })
    node.receipts.set(HASH, { status: 1, blockNumber: 100 })
    await waitFor(() => expect(record()?.receipt?.status).toBe(1))
    expect(record()?.confirmedTime).toBeTypeOf('number')
    expect(popups()).toEqual([
      {
        kind: 'transaction',
        hash: HASH,
        chainId: 1,
        success: true,
        summary: 'Swap 1 ETH for 3,000 USDC',
      },
    ])
    // Spec 01 §9: an L1 transaction's toast keeps the default lifetime.
    expect(useApplicationStore.getState().popupList[0]?.removeAfterMs).toBe(25_000)
    expect(announced()).toBe('Transaction confirmed: Swap 1 ETH for 3,000 USDC')
  })

  it('announces the result in the active language (issue 34: de-DE read English)', async () => {
    await activateLocale('de-DE')
    try {
      const node = renderUpdater({ latest: 100 })
      node.receipts.set(HASH, { status: 1, blockNumber: 100 })
      await waitFor(() => expect(announced()).not.toBe(''))
      expect(announced()).toBe('Transaktion bestätigt: 1 ETH gegen 3.000 USDC tauschen')
    } finally {
      await activateLocale('en-US')
    }
  })

  it('refreshes the balances and allowances the transaction moved once its receipt arrives', async () => {
    const queryClient = new QueryClient()
    const USDC_BALANCE = chainQueryKeys.readContract({
      chainId: 1,
      address: TOKEN.toLowerCase() as `0x${string}`, // a list may spell it otherwise
      functionName: 'balanceOf',
      args: [ALICE],
    })
    const moved = [
      chainQueryKeys.balance({ chainId: 1, address: ALICE }),
      chainQueryKeys.multicall({ chainId: 1, read: 'tokenBalances', key: [ALICE, 'chunk-0'] }),
      USDC_BALANCE,
      chainQueryKeys.readContract({
        chainId: 1,
        address: TOKEN,
        functionName: 'allowance',
        args: [ALICE, ROUTER],
      }),
    ]
    const untouched = [
      chainQueryKeys.balance({ chainId: 1, address: BOB }),
      chainQueryKeys.balance({ chainId: 10, address: ALICE }),
      chainQueryKeys.multicall({ chainId: 1, read: 'tokenBalances', key: [BOB, 'chunk-0'] }),
      chainQueryKeys.multicall({ chainId: 1, read: 'tokenInfo', key: [TOKEN] }),
      chainQueryKeys.readContract({
        chainId: 1,
        address: ROUTER,
        functionName: 'balanceOf',
        args: [ALICE],
      }),
      chainQueryKeys.readContract({
        chainId: 1,
        address: TOKEN,
        functionName: 'balanceOf',
        args: [BOB],
      }),
    ]
    for (const key of [...moved, ...untouched]) queryClient.setQueryData(key, 1n)
    const invalidated = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false
    useTransactionsStore.setState({
      transactions: { 1: { [HASH]: details({ addedTime: Date.now() }) } },
    })
    const node = renderUpdater({ latest: 100 }, queryClient)
    await waitFor(() => expect(record()?.lastCheckedBlockNumber).toBe(100))
    // Nothing is refreshed while the transaction is pending.
    expect([...moved, ...untouched].map(invalidated).every((v) => !v)).toBe(true)
    node.receipts.set(HASH, { status: 1, blockNumber: 101 })
    node.latest = 101
    await waitFor(() => expect(record()?.receipt?.status).toBe(1))
    await waitFor(() => expect(moved.map(invalidated)).toEqual(moved.map(() => true)))
    expect(untouched.map(invalidated)).toEqual(untouched.map(() => false))
  })

  it('checks a young transaction on the very next block (issue 12 #15)', async () => {
    const now = Date.now()
    useTransactionsStore.setState({
      transactions: { 1: { [HASH]: details({ addedTime: now }) } },
    })
    const node = renderUpdater({ latest: 100 })
    await waitFor(() => expect(record()?.lastCheckedBlockNumber).toBe(100))
    node.receipts.set(HASH, { status: 1, blockNumber: 101 })
    node.latest = 101
    await waitFor(() => expect(record()?.receipt?.blockNumber).toBe(101))
  })

  it("explains a failed swap with the spec's revert message, and keeps it on the record", async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Too little received'],
    })
    const node = renderUpdater({
      latest: 100,
      callError: { code: 3, message: 'execution reverted: Too little received', data },
    })
    node.receipts.set(HASH, { status: 0, blockNumber: 100 })
    const message =
      'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.'
    await waitFor(() => expect(record()?.failureReason).toBe(message))
    expect(popups()).toEqual([
      {
        kind: 'transaction',
        hash: HASH,
        chainId: 1,
        success: false,
        summary: `Swap 1 ETH for 3,000 USDC: ${message}`,
      },
    ])
    expect(announced()).toBe(`Transaction failed: Swap 1 ETH for 3,000 USDC: ${message}`)
  })

  it("reads the sender's nonce once per block for all its pending transactions", async () => {
    useTransactionsStore.setState({
      transactions: {
        1: {
          [HASH]: details({ hash: HASH, nonce: 7 }),
          [hashOf(2)]: details({ hash: hashOf(2), nonce: 8 }),
          [hashOf(3)]: details({ hash: hashOf(3), nonce: 9 }),
        },
      },
    })
    const node = renderUpdater({ latest: 100, countAt: () => 7 })
    const all = () => Object.values(useTransactionsStore.getState().transactions[1] ?? {})
    await waitFor(() => expect(all().every((tx) => tx.lastCheckedBlockNumber === 100)).toBe(true))
    const nonceReads = node.calls.filter((c) => c.method === 'eth_getTransactionCount')
    expect(nonceReads).toHaveLength(1)
  })

  it('marks a transaction whose nonce was mined under another hash as replaced', async () => {
    const node = renderUpdater({ latest: 100, countAt: (b) => (b >= 98 ? 8 : 7) })
    node.blockTxs.set(98, [{ from: ALICE.toLowerCase(), nonce: 7, hash: hashOf(2) }])
    useTransactionsStore.getState().checked({ chainId: 1, hash: HASH, blockNumber: 90 })
    await waitFor(() => expect(record()?.replaced?.by).toBe(hashOf(2)))
    expect(popups()).toEqual([
      {
        kind: 'transaction',
        hash: hashOf(2),
        chainId: 1,
        success: false,
        summary: 'Transaction replaced: Swap 1 ETH for 3,000 USDC',
      },
    ])
    expect(announced()).toBe('Transaction replaced: Swap 1 ETH for 3,000 USDC')
  })
})

describe('blockPollingMs', () => {
  const NOW = 1_700_000_000_000
  const L1 = 15_000
  const L2 = 1_000
  const minutesAgo = (m: number) => ({ addedTime: NOW - m * 60_000 })

  it('polls faster than an L1 slot while a transaction is young', () => {
    expect(blockPollingMs(L1, [minutesAgo(1)], NOW)).toBe(YOUNG_BLOCK_POLL_MS)
    expect(YOUNG_BLOCK_POLL_MS).toBeLessThan(12_000)
    expect(blockPollingMs(L1, [minutesAgo(30), minutesAgo(0)], NOW)).toBe(YOUNG_BLOCK_POLL_MS)
  })

  it("keeps the chain's polling once every transaction is older than 5 minutes", () => {
    expect(blockPollingMs(L1, [minutesAgo(6)], NOW)).toBe(15_000)
    expect(blockPollingMs(L1, [], NOW)).toBe(15_000)
  })

  it('never slows a rollup down', () => {
    expect(blockPollingMs(L2, [minutesAgo(1)], NOW)).toBe(1_000)
  })
})
