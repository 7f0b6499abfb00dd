import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManageListsTab, type ManageListsTabProps } from './ManageListsTab'

afterEach(cleanup)

function view(overrides: Partial<ManageListsTabProps> = {}) {
  const props: ManageListsTabProps = {
    input: '',
    onInputChange: vi.fn(),
    onImportFound: vi.fn(),
    lists: [
      {
        url: 'https://a',
        name: 'List A',
        version: 'v1.0.0',
        tokenCount: 8,
        active: true,
        hasUpdate: true,
      },
    ],
    onToggle: vi.fn(),
    onUpdate: vi.fn(),
    onRemove: vi.fn(),
    canRemove: true,
    ...overrides,
  }
  render(<ManageListsTab {...props} />)
  return props
}

describe('ManageListsTab', () => {
  it('shows each list with its count and an ON/OFF switch', () => {
    const props = view()
    expect(screen.getByText('8 tokens')).toBeTruthy()
    const toggle = screen.getByRole('switch', { name: 'List A' })
    expect(toggle.textContent).toBe('ON')
    fireEvent.click(toggle)
    expect(props.onToggle).toHaveBeenCalledWith('https://a', false)
  })

  it('opens the info popup with version, Update list and Remove list', () => {
    const props = view()
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    expect(screen.getByText('v1.0.0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Update list' }))
    expect(props.onUpdate).toHaveBeenCalledWith('https://a')
    fireEvent.click(screen.getByRole('button', { name: 'Remove list' }))
    expect(props.onRemove).toHaveBeenCalledWith('https://a')
  })

  it("previews a found list with Import, or 'Loaded' when present", () => {
    const props = view({ found: { name: 'New', tokenCount: 2, loaded: false } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(props.onImportFound).toHaveBeenCalled()
    cleanup()
    view({
      found: { name: 'New', tokenCount: 2, loaded: true },
      inputError: 'Error importing list',
    })
    expect(screen.getByText('Loaded')).toBeTruthy()
    expect(screen.getByText('Error importing list')).toBeTruthy()
  })
})
