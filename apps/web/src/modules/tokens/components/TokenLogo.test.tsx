import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenLogo } from './TokenLogo'

afterEach(cleanup)

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('TokenLogo', () => {
  it('tries each URL in turn, then falls back to the identicon', async () => {
    render(
      <TokenLogo address={ADDRESS} symbol="ABC" urls={['https://a/x.png', 'https://b/y.png']} />,
    )
    const img = () => screen.getByRole('img', { name: 'ABC logo' })
    expect(img().getAttribute('src')).toBe('https://a/x.png')
    fireEvent.error(img())
    expect(img().getAttribute('src')).toBe('https://b/y.png')
    fireEvent.error(img())
    expect(await screen.findByTestId('token-identicon')).toBeTruthy()
  })

  it('shows the identicon when there is no URL', async () => {
    render(<TokenLogo address={ADDRESS} symbol="ABC" urls={[]} />)
    expect(await screen.findByTestId('token-identicon')).toBeTruthy()
  })

  it('starts again from the first URL when the element shows another token', async () => {
    const { rerender } = render(
      <TokenLogo address={ADDRESS} symbol="ABC" urls={['https://a/x.png']} />,
    )
    fireEvent.error(screen.getByRole('img', { name: 'ABC logo' }))
    expect(await screen.findByTestId('token-identicon')).toBeTruthy()
    const OTHER = '0x2222222222222222222222222222222222222222'
    rerender(<TokenLogo address={OTHER} symbol="DEF" urls={['https://b/y.png']} />)
    expect(screen.getByRole('img', { name: 'DEF logo' }).getAttribute('src')).toBe(
      'https://b/y.png',
    )
  })
})
