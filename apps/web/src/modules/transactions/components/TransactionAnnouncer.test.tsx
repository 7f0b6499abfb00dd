import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useAnnouncementStore } from '../state/announcement'
import { TransactionAnnouncer } from './TransactionAnnouncer'

describe('TransactionAnnouncer', () => {
  beforeEach(() => useAnnouncementStore.setState({ text: '', seq: 0 }))
  afterEach(cleanup)

  it('is a polite status region, present and empty before any result', () => {
    render(<TransactionAnnouncer />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  it('says each result, a repeated one as a new node (read again)', () => {
    render(<TransactionAnnouncer />)
    act(() => useAnnouncementStore.getState().announce('Transaction confirmed: Approve USDC'))
    const first = screen.getByText('Transaction confirmed: Approve USDC')
    expect(screen.getByRole('status').contains(first)).toBe(true)
    act(() => useAnnouncementStore.getState().announce('Transaction confirmed: Approve USDC'))
    expect(screen.getByText('Transaction confirmed: Approve USDC')).not.toBe(first)
  })
})
