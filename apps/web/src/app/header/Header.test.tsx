import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Header } from './Header'

afterEach(cleanup)

function renderHeader(props: { swapActive: boolean; poolActive: boolean }) {
  render(
    <Router hook={memoryLocation().hook}>
      <Header
        {...props}
        isDark={false}
        onToggleTheme={() => {}}
        networkSelector={null}
        walletButton={<button type="button">Connect Wallet</button>}
      />
    </Router>,
  )
}

describe('Header', () => {
  it('marks the active link with aria-current="page"', () => {
    renderHeader({ swapActive: false, poolActive: true })
    expect(screen.getByRole('link', { name: 'Pool' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Swap' }).getAttribute('aria-current')).toBeNull()
  })

  it('links the logo to the site root and the nav to /swap and /pool', () => {
    renderHeader({ swapActive: true, poolActive: false })
    expect(screen.getByRole('link', { name: 'Tidepool home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Swap' }).getAttribute('href')).toBe('/swap')
    expect(screen.getByRole('link', { name: 'Pool' }).getAttribute('href')).toBe('/pool')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
