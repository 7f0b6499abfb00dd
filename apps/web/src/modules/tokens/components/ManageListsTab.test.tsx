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
        viewUrl: 'https://a',
      },
    ],
    onToggle: vi.fn(),
    onUpdate: vi.fn(),
    onRemove: vi.fn(),
    onRetry: vi.fn(),
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

  it('shows a list that failed to load as failed and OFF, with Retry (issue 12 #8)', () => {
    const props = view({
      lists: [
        {
          url: 'https://bad',
          name: 'https://bad',
          active: true,
          hasUpdate: false,
          error: 'Failed to fetch list: https://bad',
        },
      ],
    })
    expect(screen.getByText('This list could not be loaded, so it is off.')).toBeTruthy()
    const toggle = screen.getByRole('switch', { name: 'https://bad' })
    expect(toggle.textContent).toBe('OFF')
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading https://bad' }))
    expect(props.onRetry).toHaveBeenCalledWith('https://bad')
    fireEvent.click(toggle)
    expect(props.onToggle).toHaveBeenCalledWith('https://bad', true)
    expect(props.onRetry).toHaveBeenCalledTimes(2)
  })

  it('opens the info popup with version, Update list and Remove list', () => {
    const props = view()
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    expect(screen.getByText('v1.0.0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Update list' }))
    expect(props.onUpdate).toHaveBeenCalledWith('https://a')
  })

  it('removes a list only after REMOVE is typed exactly, in the popup (no window.prompt)', () => {
    const prompt = vi.spyOn(window, 'prompt')
    const props = view()
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove list' }))
    const input = screen.getByLabelText(
      'Please confirm you would like to remove this list by typing REMOVE',
    )
    expect(document.activeElement).toBe(input)
    fireEvent.input(input, { target: { value: 'remove' } })
    fireEvent.submit(input)
    expect(props.onRemove).not.toHaveBeenCalled()
    fireEvent.input(input, { target: { value: 'REMOVE' } })
    fireEvent.click(screen.getByTestId('remove-list-confirm'))
    expect(props.onRemove).toHaveBeenCalledWith('https://a')
    expect(prompt).not.toHaveBeenCalled()
    prompt.mockRestore()
  })

  it('disables Remove list while it is the only list (spec 01 §4)', () => {
    view({ canRemove: false })
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    const remove = screen.getByRole('button', { name: 'Remove list' }) as HTMLButtonElement
    expect(remove.disabled).toBe(true)
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

  it('links View list when there is a target, and not for ENS names', () => {
    view()
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    expect(screen.getByRole('link', { name: 'View list' }).getAttribute('href')).toBe('https://a')
    cleanup()
    view({
      lists: [{ url: 'x.eth', name: 'ENS list', tokenCount: 1, active: false, hasUpdate: false }],
    })
    fireEvent.click(screen.getByRole('button', { name: 'ENS list info' }))
    expect(screen.queryByRole('link', { name: 'View list' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Update list' })).toBeNull()
  })

  it('floats the popup: focus moves into it; Escape closes only the popup', () => {
    const onDocumentKey = vi.fn()
    document.addEventListener('keydown', onDocumentKey)
    view()
    const gear = screen.getByRole('button', { name: 'List A info' })
    fireEvent.click(gear)
    const popup = screen.getByRole('group', { name: 'List A details' })
    expect(popup.contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('group', { name: 'List A details' })).toBeNull()
    expect(document.activeElement).toBe(gear)
    expect(onDocumentKey).not.toHaveBeenCalled()
    document.removeEventListener('keydown', onDocumentKey)
  })

  it('closes the popup on a press outside it', () => {
    view()
    fireEvent.click(screen.getByRole('button', { name: 'List A info' }))
    fireEvent.mouseDown(document.body)
    expect(screen.queryByRole('group', { name: 'List A details' })).toBeNull()
  })

  it('lists a never-loaded list by its URL with its error, still removable', () => {
    const props = view({
      lists: [
        {
          url: 'https://tokens.example.org',
          name: 'https://tokens.example.org',
          active: true,
          hasUpdate: false,
          error: 'Failed to fetch list: https://tokens.example.org',
        },
      ],
    })
    expect(screen.getByText('Failed to fetch list: https://tokens.example.org')).toBeTruthy()
    expect(screen.queryByText(/tokens$/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'https://tokens.example.org info' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove list' }))
    fireEvent.input(screen.getByTestId('remove-list-confirm-input'), {
      target: { value: 'REMOVE' },
    })
    fireEvent.click(screen.getByTestId('remove-list-confirm'))
    expect(props.onRemove).toHaveBeenCalledWith('https://tokens.example.org')
  })

  it('draws list logos through the safe logo rules (never a javascript: image)', async () => {
    view({
      lists: [
        {
          url: 'https://a',
          name: 'List A',
          logoURI: 'ipfs://QmLogo',
          tokenCount: 1,
          active: true,
          hasUpdate: false,
        },
        {
          url: 'https://b',
          name: 'Evil',
          logoURI: 'javascript:alert(1)',
          tokenCount: 1,
          active: true,
          hasUpdate: false,
        },
      ],
    })
    expect(screen.getByRole('img', { name: 'List A logo' }).getAttribute('src')).toBe(
      'https://cloudflare-ipfs.com/ipfs/QmLogo',
    )
    expect((await screen.findByRole('img', { name: 'Evil logo' })).tagName.toLowerCase()).toBe(
      'svg',
    )
  })

  it('focuses the list location input', () => {
    view()
    expect(document.activeElement).toBe(
      screen.getByPlaceholderText('https:// or ipfs:// or ENS name'),
    )
  })
})
