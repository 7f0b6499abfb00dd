import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManageView } from './ManageView'

afterEach(cleanup)

describe('ManageView', () => {
  it('has a back arrow and the Lists / Tokens tabs', () => {
    const onTab = vi.fn()
    const onBack = vi.fn()
    render(
      <ManageView tab="lists" onTab={onTab} onBack={onBack}>
        body
      </ManageView>,
    )
    expect(screen.getByRole('tab', { name: 'Lists' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Tokens' }))
    expect(onTab).toHaveBeenCalledWith('tokens')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })
})
