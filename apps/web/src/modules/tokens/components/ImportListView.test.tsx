import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImportListView } from './ImportListView'

afterEach(cleanup)

describe('ImportListView', () => {
  it("enables Import only after 'I understand' and shows the error line", () => {
    const onImport = vi.fn()
    render(
      <ImportListView
        name="Ext"
        url="https://x"
        tokenCount={2}
        error="Error importing list"
        onBack={vi.fn()}
        onImport={onImport}
      />,
    )
    expect(screen.getByText('Import at your own risk')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('I understand'))
    const button = screen.getByRole('button', { name: 'Import' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByLabelText('I understand'))
    fireEvent.click(button)
    expect(onImport).toHaveBeenCalled()
    expect(screen.getByText('Error importing list')).toBeTruthy()
  })
})
