import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import type { WriteSimulation } from '../actions/simulateWrite'
import { GasEstimateError, TransactionRejectedError } from '../errors'
import { publishSimulation } from '../state/simulations'
import { details } from '../testing/fixtures'
import {
  dialogState,
  trackerOf,
  useReviewedTransaction,
  useTransactionDialog,
} from './useTransactionDialog'

const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1)
if (!mainnet) throw new Error('no mainnet row')
const HASH = `0x${'ab'.repeat(32)}` as const

describe('useTransactionDialog', () => {
  it('shows the submitted transaction with its explorer link', async () => {
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    expect(result.current.dialog).toEqual({ status: 'closed' })
    let resolve: (v: { hash: typeof HASH }) => void = () => {}
    let done: Promise<unknown> = Promise.resolve()
    act(() => {
      done = result.current.run('x', () => new Promise((r) => (resolve = r)))
    })
    expect(result.current.dialog).toMatchObject({ status: 'confirm' })
    await act(async () => {
      resolve({ hash: HASH })
      await done
    })
    expect(result.current.dialog).toEqual({
      status: 'submitted',
      hash: HASH,
      explorerUrl: `https://etherscan.io/tx/${HASH}`,
    })
  })

  it('shows the simulation its send made while the wallet is asked, not an earlier one', async () => {
    const account = '0x00000000000000000000000000000000000000a1' as const
    const earlier = { kind: 'unavailable', account } as const
    const own: WriteSimulation = {
      kind: 'simulated',
      account,
      effects: { changes: [], nfts: [], approvals: [] },
    }
    publishSimulation({ chainId: 1, simulation: earlier })
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    act(() => {
      void result.current.run('x', () => new Promise(() => {}))
    })
    const before = result.current.dialog
    expect(before.status === 'confirm' && before.simulation).toBe(undefined)
    act(() => publishSimulation({ chainId: 1, simulation: own }))
    const after = result.current.dialog
    expect(after.status === 'confirm' && after.simulation?.simulation).toBe(own)
    expect(after.status === 'confirm' && dialogState(after, 'Adding').status).toBe('confirm')
    expect(after.status === 'confirm' && 'preview' in dialogState(after, 'Adding')).toBe(true)
  })

  it('closes silently when the wallet refused (send resolved null)', async () => {
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    await act(async () => {
      expect(await result.current.run('x', async () => null)).toBeNull()
    })
    expect(result.current.dialog).toEqual({ status: 'closed' })
  })

  it('shows a failed send as the error dialog', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    await act(async () => {
      await result.current.run('Could not add', async () => {
        throw new Error('gas estimate failed')
      })
    })
    expect(result.current.dialog).toEqual({ status: 'error', message: 'gas estimate failed' })
    expect(log).toHaveBeenCalledWith('Could not add', expect.any(Error))
    log.mockRestore()
  })
})

describe("the rollups' tracker (spec 02 §4, issue 33)", () => {
  const sent = 1_700_000_000_000
  const receipt = (status: 0 | 1) => ({
    blockHash: '0x01' as const,
    blockNumber: 5,
    contractAddress: null,
    from: '0x0000000000000000000000000000000000000001' as const,
    status,
    to: null,
    transactionHash: '0x02' as const,
    transactionIndex: 0,
  })
  it('says nothing while pending, then the seconds from sending to the receipt', () => {
    expect(trackerOf(details({ addedTime: sent }))).toBeUndefined()
    expect(
      trackerOf(details({ addedTime: sent, confirmedTime: sent + 2_600, receipt: receipt(1) })),
    ).toEqual({ status: 'success', seconds: 3 })
  })
  it('reads a reverted receipt as failed', () => {
    expect(trackerOf(details({ addedTime: sent, receipt: receipt(0) }))).toEqual({
      status: 'failed',
    })
  })
})

describe("useTransactionDialog, a flow's own steps", () => {
  it('keeps the sent hash after the dialog closes (reads refresh when it settles)', async () => {
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    expect(result.current.hash).toBeUndefined()
    await act(async () => {
      await result.current.run('x', async () => ({ hash: HASH }))
    })
    act(() => result.current.close())
    expect(result.current.dialog).toEqual({ status: 'closed' })
    expect(result.current.hash).toBe(HASH)
  })

  it("shows the flow's message for a failure, closes on null, the error's own on undefined", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    const failure = (e: unknown) =>
      e instanceof GasEstimateError ? 'would fail' : e instanceof TypeError ? undefined : null
    await act(async () => {
      await result.current.run(
        'Remove',
        async () => {
          throw new GasEstimateError({ cause: null })
        },
        { failure },
      )
    })
    expect(result.current.dialog).toEqual({ status: 'error', message: 'would fail' })
    await act(async () => {
      await result.current.run(
        'Remove',
        async () => {
          throw new Error('node down')
        },
        { failure },
      )
    })
    expect(result.current.dialog).toEqual({ status: 'closed' })
    await act(async () => {
      await result.current.run(
        'Remove',
        async () => {
          throw new TypeError('own message')
        },
        { failure },
      )
    })
    expect(result.current.dialog).toEqual({ status: 'error', message: 'own message' })
    expect(log).toHaveBeenCalledTimes(3)
    log.mockRestore()
  })

  it('closes silently, unlogged, on a refusal thrown rather than resolved null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    await act(async () => {
      await result.current.run('x', async () => {
        throw new TransactionRejectedError({ cause: null })
      })
    })
    expect(result.current.dialog).toEqual({ status: 'closed' })
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it("shows a guard's error without a send (fail)", () => {
    const { result } = renderHook(() => useTransactionDialog(mainnet))
    act(() => result.current.fail('Please contact support.'))
    expect(result.current.dialog).toEqual({ status: 'error', message: 'Please contact support.' })
  })
})

describe('useReviewedTransaction (a review dialog before the send)', () => {
  it('keeps the review under the dialog: a refusal finds it again, dismiss closes both', async () => {
    const { result } = renderHook(() => useReviewedTransaction(mainnet))
    expect(result.current.phase).toBe('closed')
    act(() => result.current.review())
    expect(result.current.phase).toBe('review')
    let resolve: (v: null) => void = () => {}
    let done: Promise<unknown> = Promise.resolve()
    act(() => {
      done = result.current.run('x', () => new Promise((r) => (resolve = r)))
    })
    expect(result.current.phase).toBe('attempting')
    await act(async () => {
      resolve(null)
      await done
    })
    expect(result.current.dialog).toEqual({ status: 'closed' })
    expect(result.current.phase).toBe('review')
    await act(async () => {
      await result.current.run('x', async () => ({ hash: HASH }))
    })
    expect(result.current.phase).toBe('submitted')
    act(() => result.current.dismiss())
    expect(result.current.reviewing).toBe(false)
    expect(result.current.phase).toBe('closed')
  })

  it('with keepSubmitted, dismiss leaves the submitted phase until the next review', async () => {
    const { result } = renderHook(() => useReviewedTransaction(mainnet, { keepSubmitted: true }))
    act(() => result.current.review())
    await act(async () => {
      await result.current.run('x', async () => ({ hash: HASH }))
    })
    act(() => result.current.dismiss())
    expect(result.current.reviewing).toBe(false)
    expect(result.current.phase).toBe('submitted')
    act(() => result.current.review())
    expect(result.current.dialog).toEqual({ status: 'closed' })
    expect(result.current.hash).toBe(HASH)
  })
})

describe('dialogState', () => {
  it('gives the dialog its pending text while confirming, and the link once submitted', () => {
    expect(dialogState({ status: 'confirm' }, 'Adding 1 ETH')).toEqual({
      status: 'confirm',
      pendingText: 'Adding 1 ETH',
    })
    expect(dialogState({ status: 'submitted', hash: HASH, explorerUrl: 'u' }, 'x')).toEqual({
      status: 'submitted',
      explorerUrl: 'u',
    })
    expect(dialogState({ status: 'error', message: 'm' }, undefined)).toEqual({
      status: 'error',
      message: 'm',
    })
  })
})
