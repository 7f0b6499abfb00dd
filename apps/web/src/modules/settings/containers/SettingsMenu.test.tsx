import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useApplicationStore } from '../../application'
import { useUserStore } from '../../user'
import { loadSettingsPanel } from '../testing/loadSettingsPanel'
import { SettingsMenu } from './SettingsMenu'

const user = () => useUserStore.getState()

beforeEach(() => {
  useApplicationStore.setState({ openModal: null })
  useUserStore.setState({
    userExpertMode: false,
    userClientSideRouter: false,
    userSlippageTolerance: 'auto',
    userDeadline: 1800,
  })
})
beforeAll(loadSettingsPanel)
afterEach(cleanup)

function openMenu(props: { showRouterToggle?: boolean } = {}) {
  render(<SettingsMenu autoSlippageBps={50} {...props} />)
  fireEvent.click(screen.getByTestId('open-settings-dialog-button'))
}

describe('SettingsMenu', () => {
  it("is the application's settings modal: opening another closes it", () => {
    openMenu()
    expect(useApplicationStore.getState().openModal).toBe('settings')
    expect(screen.getByTestId('settings-menu')).toBeTruthy()
    act(() => useApplicationStore.getState().setOpenModal('wallet'))
    expect(screen.queryByTestId('settings-menu')).toBeNull()
  })

  it('writes slippage, deadline and the Auto Router API choice to the user settings', () => {
    openMenu({ showRouterToggle: true })
    fireEvent.input(screen.getByTestId('slippage-input'), { target: { value: '1.5' } })
    expect(user().userSlippageTolerance).toBe(150)
    fireEvent.input(screen.getByTestId('deadline-input'), { target: { value: '45' } })
    expect(user().userDeadline).toBe(2700)
    fireEvent.click(screen.getByTestId('toggle-auto-router'))
    expect(user().userClientSideRouter).toBe(true)
  })

  it("turns expert mode on only after 'Are you sure?' and the typed word confirm", async () => {
    openMenu()
    fireEvent.click(screen.getByTestId('toggle-expert-mode'))
    // The dialog loads on demand the first time it opens.
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeTruthy()
    expect(screen.queryByTestId('settings-menu')).toBeNull()
    expect(user().userExpertMode).toBe(false)

    fireEvent.click(screen.getByTestId('expert-mode-turn-on'))
    const input = screen.getByTestId('expert-mode-confirm-input')
    const confirm = screen.getByTestId('expert-mode-confirm') as HTMLButtonElement
    expect(document.activeElement).toBe(input)
    fireEvent.input(input, { target: { value: 'Confirm' } })
    expect(confirm.disabled).toBe(true)
    fireEvent.submit(confirm)
    expect(user().userExpertMode).toBe(false)

    fireEvent.input(input, { target: { value: 'confirm' } })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    expect(user().userExpertMode).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useApplicationStore.getState().openModal).toBeNull()
  })

  it('leaves expert mode off when the confirmation is dismissed', async () => {
    openMenu()
    fireEvent.click(screen.getByTestId('toggle-expert-mode'))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(user().userExpertMode).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('starts at the menu again when another modal interrupted the confirmation', () => {
    openMenu()
    fireEvent.click(screen.getByTestId('toggle-expert-mode'))
    act(() => useApplicationStore.getState().setOpenModal('wallet'))
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull()
    act(() => useApplicationStore.getState().setOpenModal(null))
    fireEvent.click(screen.getByTestId('open-settings-dialog-button'))
    expect(screen.getByTestId('settings-menu')).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull()
  })

  it('turns expert mode off at once', () => {
    useUserStore.setState({ userExpertMode: true })
    openMenu()
    fireEvent.click(screen.getByTestId('toggle-expert-mode'))
    expect(user().userExpertMode).toBe(false)
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull()
  })
})
