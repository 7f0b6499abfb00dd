import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/chains'
import { dialogState, useTransactionDialog } from './useTransactionDialog'

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
    expect(result.current.dialog).toEqual({ status: 'confirm' })
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
