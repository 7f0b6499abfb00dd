import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PendingView } from './PendingView'

afterEach(cleanup)

const props = { walletName: 'MetaMask', walletIcon: undefined, onRetry: vi.fn() }

describe('PendingView', () => {
  it("says 'Error connecting' with 'Try Again' on a first failure (spec 01 §2)", () => {
    render(<PendingView {...props} error />)
    expect(screen.getByRole('alert').textContent).toBe('Error connecting' + 'Try Again')
  })

  it("asks for a refresh once Try Again failed too (spec 01 §8 'Error connecting. Try refreshing the page.')", () => {
    render(<PendingView {...props} error retryFailed />)
    expect(screen.getByRole('alert').textContent).toContain(
      'Error connecting. Try refreshing the page.',
    )
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })

  it("shows 'Initializing...' while connecting", () => {
    render(<PendingView {...props} error={false} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.body.textContent).toContain('Initializing...')
  })
})
