import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManageTokensTab } from './ManageTokensTab'

afterEach(cleanup)

const UNL = {
  chainId: 1,
  address: '0x198c46853A9050A236bD0990bCeb99FD72D69F39',
  decimals: 18,
  symbol: 'UNL',
  name: 'Unlisted Token',
}

describe('ManageTokensTab', () => {
  it('lists custom tokens with explorer links, remove, Clear all and the tip', () => {
    const onRemove = vi.fn()
    const onClearAll = vi.fn()
    render(
      <ManageTokensTab
        input=""
        onInputChange={vi.fn()}
        tokens={[UNL]}
        explorerUrl={(a) => `https://explorer/token/${a}`}
        logo={() => null}
        onRemove={onRemove}
        onClearAll={onClearAll}
      />,
    )
    expect(screen.getByText('1 Custom Tokens')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'UNL' }).getAttribute('href')).toBe(
      `https://explorer/token/${UNL.address}`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove UNL' }))
    expect(onRemove).toHaveBeenCalledWith(UNL.address)
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(onClearAll).toHaveBeenCalled()
    expect(screen.getByText('Tip: Custom tokens are stored locally in your browser')).toBeTruthy()
  })
})
