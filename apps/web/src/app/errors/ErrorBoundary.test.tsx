import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './ErrorBoundary'

afterEach(cleanup)

function Crash(): never {
  throw new Error('kaboom')
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong' with the stack instead of a blank page", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByTestId('error-stack').textContent).toContain('kaboom')
    // Not the production host: no issue or support links.
    expect(screen.queryByRole('link')).toBeNull()
    log.mockRestore()
  })
})
