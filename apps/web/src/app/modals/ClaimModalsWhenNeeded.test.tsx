import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useConnectionStore } from '../../chain/connection'
import { useApplicationStore } from '../../modules/application'
import { ClaimModalsWhenNeeded } from './ClaimModalsWhenNeeded'

const claimParts = () => screen.queryByTestId('claim-parts')

function renderGate() {
  render(
    <ClaimModalsWhenNeeded>
      <div data-testid="claim-parts" />
    </ClaimModalsWhenNeeded>,
  )
}

describe('the airdrop parts mount once they can show something', () => {
  afterEach(() => {
    useConnectionStore.setState({ status: 'disconnected' })
    useApplicationStore.setState({ openModal: null })
  })

  it('not for a visitor without a wallet, nor for another modal', () => {
    renderGate()
    expect(claimParts()).toBeNull()
    act(() => useApplicationStore.setState({ openModal: 'wallet' }))
    expect(claimParts()).toBeNull()
  })

  it('when /claim opens the address claim, and they stay after it closes', () => {
    renderGate()
    act(() => useApplicationStore.setState({ openModal: 'addressClaim' }))
    expect(claimParts()).not.toBeNull()
    act(() => useApplicationStore.setState({ openModal: null }))
    expect(claimParts()).not.toBeNull()
  })

  it('when a wallet connects (the header button and popup are for its account)', () => {
    renderGate()
    act(() => useConnectionStore.setState({ status: 'connected' }))
    expect(claimParts()).not.toBeNull()
  })
})
