import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DoubleTokenLogo, TokenLogo } from './TokenLogo'

afterEach(cleanup)

describe('TokenLogo', () => {
  it('tries each source in turn, then draws a coin named after the token', () => {
    render(<TokenLogo srcs={['https://a/x.png', 'https://b/y.png']} symbol="DAI" />)
    const logo = () => screen.getByRole('img', { name: 'DAI logo' })
    expect(logo().getAttribute('src')).toBe('https://a/x.png')
    fireEvent.error(logo())
    expect(logo().getAttribute('src')).toBe('https://b/y.png')
    fireEvent.error(logo())
    expect(screen.getByTestId('token-logo-drawn').textContent).toBe('D')
  })

  it('uses the fallback it is given', () => {
    render(<TokenLogo srcs={[]} symbol="X" fallback={<i data-testid="mine" />} />)
    expect(screen.getByTestId('mine')).toBeTruthy()
  })

  it('starts again from the first source for another token', () => {
    const { rerender } = render(<TokenLogo srcs={['https://a/x.png']} symbol="A" resetKey="0xa" />)
    fireEvent.error(screen.getByRole('img', { name: 'A logo' }))
    rerender(<TokenLogo srcs={['https://b/y.png']} symbol="B" resetKey="0xb" />)
    expect(screen.getByRole('img', { name: 'B logo' }).getAttribute('src')).toBe('https://b/y.png')
  })

  it('draws a pair side by side', () => {
    render(
      <DoubleTokenLogo
        tokens={[
          { srcs: [], symbol: 'ETH' },
          { srcs: [], symbol: 'USDC' },
        ]}
      />,
    )
    expect(screen.getByRole('img', { name: 'ETH logo' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'USDC logo' })).toBeTruthy()
  })
})
