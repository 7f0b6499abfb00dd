import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RuntimeConfigContext } from '../../chain/runtimeConfigContext'
import { PUBLIC_RUNTIME } from '../../chain/testing/publicRuntime'
import { useApplicationStore } from '../../modules/application'
import { Popups } from './Popups'

const config = PUBLIC_RUNTIME

function renderPopups() {
  render(
    <RuntimeConfigContext.Provider value={config}>
      <Popups />
    </RuntimeConfigContext.Provider>,
  )
}

describe('Popups', () => {
  beforeEach(() => useApplicationStore.setState({ openModal: null, popupList: [] }))
  afterEach(cleanup)

  it('shows a transaction summary with its explorer link', () => {
    renderPopups()
    act(() =>
      useApplicationStore.getState().addPopup({
        key: '0xabc',
        content: {
          kind: 'transaction',
          hash: '0xabc',
          chainId: 1,
          success: true,
          summary: 'Swap 1 ETH for 3000 DAI',
        },
      }),
    )
    expect(screen.getByText('Swap 1 ETH for 3000 DAI')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View on Explorer' }).getAttribute('href')).toBe(
      'https://etherscan.io/tx/0xabc',
    )
  })

  it('explains a failed network switch naming the chain', () => {
    renderPopups()
    act(() =>
      useApplicationStore
        .getState()
        .addPopup({ content: { kind: 'failedSwitchNetwork', failedSwitchNetwork: 10 } }),
    )
    expect(screen.getByTestId('popup-failedSwitchNetwork').textContent).toContain(
      'Failed to switch networks from Tidepool. In order to use Uniswap on Optimism, you must change the network in your wallet.',
    )
  })

  it('says a failed network switch in a polite live region', () => {
    renderPopups()
    act(() =>
      useApplicationStore
        .getState()
        .addPopup({ content: { kind: 'failedSwitchNetwork', failedSwitchNetwork: 10 } }),
    )
    const said = screen
      .getAllByRole('status')
      .map((r) => r.textContent)
      .join()
    expect(said).toContain('In order to use Uniswap on Optimism')
  })

  it('keeps the explorer link named on phones, where it shows as an icon', () => {
    renderPopups()
    act(() =>
      useApplicationStore.getState().addPopup({
        key: '0xabc',
        content: { kind: 'transaction', hash: '0xabc', chainId: 1, success: true, summary: 'S' },
      }),
    )
    const link = screen.getByRole('link', { name: 'View on Explorer' })
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('hides a popup when its close button is pressed', () => {
    renderPopups()
    act(() =>
      useApplicationStore
        .getState()
        .addPopup({ key: 'm', content: { kind: 'message', title: 'Hello', tone: 'info' } }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Hello')).toBeNull()
  })
})
