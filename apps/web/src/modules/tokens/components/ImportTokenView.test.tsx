import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListedToken } from '../types'
import { ImportTokenView } from './ImportTokenView'

afterEach(cleanup)

const UNL: ListedToken = {
  chainId: 1,
  address: '0x198c46853A9050A236bD0990bCeb99FD72D69F39',
  decimals: 18,
  symbol: 'UNL',
  name: 'Unlisted Token',
}

function view(blocked: boolean, token: ListedToken = UNL) {
  const onImport = vi.fn()
  const onBack = vi.fn()
  render(
    <ImportTokenView
      tokens={[token]}
      blocked={blocked}
      explorerUrl={(a) => `https://explorer/address/${a}`}
      logo={() => null}
      onBack={onBack}
      onImport={onImport}
    />,
  )
  return { onImport, onBack }
}

describe('ImportTokenView', () => {
  it("warns, links the address, names 'Unknown Source' and imports", () => {
    const { onImport, onBack } = view(false)
    expect(screen.getByText(/doesn't appear on the active token list/)).toBeTruthy()
    expect(screen.getByText('Unknown Source')).toBeTruthy()
    expect(screen.getByRole('link', { name: UNL.address }).getAttribute('href')).toBe(
      `https://explorer/address/${UNL.address}`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(onImport).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })

  it('names the source list when there is one', () => {
    view(false, { ...UNL, listName: 'Extended' })
    expect(screen.getByText('Extended')).toBeTruthy()
  })

  it('starts with focus on Import', () => {
    view(false)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import' }))
  })

  it('says the token is not supported and disables Import for a blocked token', () => {
    view(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('This token is not supported in the Uniswap Labs app')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true)
  })
})
