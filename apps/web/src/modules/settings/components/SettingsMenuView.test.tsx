import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadSettingsPanel } from '../testing/loadSettingsPanel'
import { SettingsMenuView, type SettingsMenuViewProps } from './SettingsMenuView'

beforeAll(loadSettingsPanel)
afterEach(cleanup)

function renderMenu(overrides: Partial<SettingsMenuViewProps> = {}) {
  const props: SettingsMenuViewProps = {
    open: true,
    onToggle: vi.fn(),
    onClose: vi.fn(),
    slippage: 'auto',
    autoSlippageBps: 50,
    deadline: 1800,
    showRouterToggle: true,
    clientSideRouter: false,
    expertMode: false,
    exactApprovals: false,
    isDark: false,
    locale: 'en-US',
    onSlippageChange: vi.fn(),
    onDeadlineChange: vi.fn(),
    onClientSideRouterChange: vi.fn(),
    onExpertModeChange: vi.fn(),
    onExactApprovalsChange: vi.fn(),
    onDarkModeToggle: vi.fn(),
    onLocaleSelect: vi.fn(),
    ...overrides,
  }
  const view = render(<SettingsMenuView {...props} />)
  return { props, view }
}

const slippageInput = () => screen.getByTestId('slippage-input') as HTMLInputElement
const deadlineInput = () => screen.getByTestId('deadline-input') as HTMLInputElement
const message = () => screen.queryByTestId('slippage-message')?.textContent || null
const deadlineMessage = () => screen.queryByTestId('deadline-message')?.textContent || null

describe('SettingsMenuView', () => {
  it('is a gear button that toggles the menu', () => {
    const { props } = renderMenu({ open: false })
    expect(screen.queryByTestId('settings-menu')).toBeNull()
    const gear = screen.getByTestId('open-settings-dialog-button')
    expect(gear.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(gear)
    expect(props.onToggle).toHaveBeenCalled()
  })

  it('shows the transaction and interface settings', () => {
    renderMenu()
    const menu = screen.getByRole('dialog', { name: 'Transaction Settings' })
    for (const text of [
      'Slippage tolerance',
      'Auto',
      'Transaction deadline',
      'minutes',
      'Interface Settings',
      'Auto Router API',
      'Expert Mode',
      'Approve exact amounts',
      'Dark Theme',
      'Language',
    ])
      expect(within(menu).getAllByText(text).length).toBeGreaterThan(0)
  })

  it('switches exact-amount approvals on and off (issue 35; off by default, spec 01 §4)', () => {
    const { props } = renderMenu()
    const toggle = screen.getByTestId('toggle-exact-approvals')
    fireEvent.click(toggle)
    expect(props.onExactApprovalsChange).toHaveBeenLastCalledWith(true)
  })

  it('offers the Auto Router API toggle only where the routing service serves', () => {
    renderMenu({ showRouterToggle: false })
    expect(screen.queryByTestId('toggle-auto-router')).toBeNull()
  })

  it('moves focus into the panel when it opens', () => {
    renderMenu()
    expect(document.activeElement).toBe(screen.getByTestId('settings-menu'))
  })

  it('closes on Escape', () => {
    const { props } = renderMenu()
    fireEvent.keyDown(screen.getByTestId('settings-menu'), { key: 'Escape' })
    expect(props.onClose).toHaveBeenCalled()
  })

  it('closes on a press outside', () => {
    const { props } = renderMenu()
    fireEvent.pointerDown(document.body)
    expect(props.onClose).toHaveBeenCalled()
  })
})

describe('SettingsMenuView: slippage', () => {
  it('shows Auto pressed and the current auto value as the placeholder', () => {
    renderMenu({ autoSlippageBps: 123 })
    expect(screen.getByTestId('slippage-auto').getAttribute('aria-pressed')).toBe('true')
    expect(slippageInput().placeholder).toBe('1.23')
    expect(slippageInput().value).toBe('')
  })

  it('stores a typed percent as basis points and shows it with two decimals after editing', () => {
    const { props, view } = renderMenu()
    fireEvent.input(slippageInput(), { target: { value: '0.3' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith(30)
    expect(slippageInput().value).toBe('0.3')
    view.rerender(<SettingsMenuView {...props} slippage={30} />)
    fireEvent.blur(slippageInput())
    expect(slippageInput().value).toBe('0.30')
    expect(screen.getByTestId('slippage-auto').getAttribute('aria-pressed')).toBe('false')
  })

  it("says 'Enter a valid slippage percentage' above 50 % and stores auto", () => {
    const { props } = renderMenu()
    fireEvent.input(slippageInput(), { target: { value: '50.5' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith('auto')
    expect(message()).toBe('Enter a valid slippage percentage')
    expect(slippageInput().getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps the last valid setting when 60 is typed: the 6 % on the way does not stay', () => {
    const { props, view } = renderMenu({ slippage: 75 })
    fireEvent.focus(slippageInput())
    fireEvent.input(slippageInput(), { target: { value: '6' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith(600)
    view.rerender(<SettingsMenuView {...props} slippage={600} />)
    fireEvent.input(slippageInput(), { target: { value: '60' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith(75)
    view.rerender(<SettingsMenuView {...props} slippage={75} />)
    expect(message()).toBe('Enter a valid slippage percentage')
    const input = slippageInput()
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('slippage-message').id)
    expect(screen.getByTestId('slippage-message').getAttribute('aria-live')).toBe('polite')
    // The refused text and its message stay after the box loses focus, until changed.
    fireEvent.blur(input)
    expect(slippageInput().value).toBe('60')
    expect(message()).toBe('Enter a valid slippage percentage')
    fireEvent.input(slippageInput(), { target: { value: '0.6' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith(60)
    expect(message()).toBeNull()
  })

  it('refuses characters that are not digits or one separator, and says so', async () => {
    const { props } = renderMenu()
    fireEvent.input(slippageInput(), { target: { value: '1x' } })
    expect(props.onSlippageChange).not.toHaveBeenCalled()
    await waitFor(() => expect(slippageInput().value).toBe(''))
    expect(message()).toBe('Enter a valid slippage percentage')
    fireEvent.input(slippageInput(), { target: { value: '1' } })
    expect(message()).toBeNull()
  })

  it('stores auto when the box is emptied or Auto is pressed', () => {
    const { props } = renderMenu({ slippage: 75 })
    fireEvent.input(slippageInput(), { target: { value: '' } })
    expect(props.onSlippageChange).toHaveBeenLastCalledWith('auto')
    fireEvent.click(screen.getByTestId('slippage-auto'))
    expect(props.onSlippageChange).toHaveBeenCalledTimes(2)
  })

  it('warns below 0.05 % and above 1 %', () => {
    renderMenu({ slippage: 4 })
    expect(message()).toBe('Your transaction may fail')
    cleanup()
    renderMenu({ slippage: 101 })
    expect(message()).toBe('Your transaction may be frontrun')
    cleanup()
    renderMenu({ slippage: 100 })
    expect(message()).toBeNull()
  })
})

describe('SettingsMenuView: deadline', () => {
  it('shows the default as the placeholder and a custom deadline in minutes', () => {
    renderMenu()
    expect(deadlineInput().placeholder).toBe('30')
    expect(deadlineInput().value).toBe('')
    cleanup()
    renderMenu({ deadline: 600 })
    expect(deadlineInput().value).toBe('10')
  })

  it('stores typed minutes as seconds', () => {
    const { props } = renderMenu()
    fireEvent.input(deadlineInput(), { target: { value: '4320' } })
    expect(props.onDeadlineChange).toHaveBeenLastCalledWith(259_200)
  })

  it('refuses 0 and 4321 minutes with a message naming the range, storing nothing', () => {
    const { props } = renderMenu()
    expect(deadlineMessage()).toBeNull()
    fireEvent.input(deadlineInput(), { target: { value: '4321' } })
    expect(props.onDeadlineChange).not.toHaveBeenCalled()
    expect(deadlineInput().getAttribute('aria-invalid')).toBe('true')
    expect(deadlineMessage()).toBe('Enter a deadline between 1 and 4320 minutes')
    expect(deadlineInput().getAttribute('aria-describedby')).toBe(
      screen.getByTestId('deadline-message').id,
    )
    fireEvent.input(deadlineInput(), { target: { value: '0' } })
    expect(props.onDeadlineChange).not.toHaveBeenCalled()
    expect(deadlineMessage()).toBe('Enter a deadline between 1 and 4320 minutes')
    fireEvent.input(deadlineInput(), { target: { value: '20' } })
    expect(props.onDeadlineChange).toHaveBeenLastCalledWith(1200)
    expect(deadlineMessage()).toBeNull()
  })

  it('keeps the last valid deadline when 9999 is typed: the 999 on the way does not stay', () => {
    const { props, view } = renderMenu({ deadline: 600 })
    fireEvent.focus(deadlineInput())
    for (const [typed, stored] of [
      ['9', 540],
      ['99', 5940],
      ['999', 59_940],
    ] as const) {
      fireEvent.input(deadlineInput(), { target: { value: typed } })
      expect(props.onDeadlineChange).toHaveBeenLastCalledWith(stored)
      view.rerender(<SettingsMenuView {...props} deadline={stored} />)
    }
    fireEvent.input(deadlineInput(), { target: { value: '9999' } })
    expect(props.onDeadlineChange).toHaveBeenLastCalledWith(600)
    expect(deadlineMessage()).toBe('Enter a deadline between 1 and 4320 minutes')
  })

  it('refuses a character that is not a digit, and says so', () => {
    const { props } = renderMenu()
    fireEvent.input(deadlineInput(), { target: { value: '1.5' } })
    expect(props.onDeadlineChange).not.toHaveBeenCalled()
    expect(deadlineMessage()).toBe('Enter a deadline between 1 and 4320 minutes')
  })

  it('resets to the default when emptied', () => {
    const { props } = renderMenu({ deadline: 600 })
    fireEvent.input(deadlineInput(), { target: { value: '' } })
    expect(props.onDeadlineChange).toHaveBeenLastCalledWith(1800)
  })
})

describe('SettingsMenuView: interface settings', () => {
  it('shows the Auto Router API on unless the client-side router is chosen', () => {
    const { props } = renderMenu({ clientSideRouter: true })
    const toggle = screen.getByTestId('toggle-auto-router')
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    expect(props.onClientSideRouterChange).toHaveBeenCalledWith(false)
  })

  it('asks to turn expert mode on, and dark theme flips', () => {
    const { props } = renderMenu()
    fireEvent.click(screen.getByTestId('toggle-expert-mode'))
    expect(props.onExpertModeChange).toHaveBeenCalledWith(true)
    fireEvent.click(screen.getByTestId('toggle-dark-mode'))
    expect(props.onDarkModeToggle).toHaveBeenCalled()
  })

  it('lists the 32 languages, marks the active one and selects another', () => {
    const { props } = renderMenu({ locale: 'fr-FR' })
    const list = screen.getByTestId('settings-languages')
    const buttons = within(list).getAllByRole('button')
    expect(buttons).toHaveLength(32)
    const active = buttons.filter((b) => b.getAttribute('aria-current') === 'true')
    expect(active.map((b) => b.dataset.locale)).toEqual(['fr-FR'])
    fireEvent.click(within(list).getByText('Deutsch'))
    expect(props.onLocaleSelect).toHaveBeenCalledWith('de-DE')
  })
})
