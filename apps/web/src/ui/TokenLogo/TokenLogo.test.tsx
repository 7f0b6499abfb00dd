import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DoubleTokenLogo } from './DoubleTokenLogo'
import { TokenLogo } from './TokenLogo'

afterEach(cleanup)

describe('TokenLogo', () => {
  it('tries each source in turn, then draws an identicon named after the token', async () => {
    render(<TokenLogo srcs={['https://a/x.png', 'https://b/y.png']} symbol="DAI" />)
    const logo = () => screen.getByRole('img', { name: 'DAI logo' })
    expect(logo().getAttribute('src')).toBe('https://a/x.png')
    fireEvent.error(logo())
    expect(logo().getAttribute('src')).toBe('https://b/y.png')
    fireEvent.error(logo())
    expect((await screen.findByTestId('token-identicon')).getAttribute('aria-label')).toBe(
      'DAI logo',
    )
  })

  it('starts again from the first source for another token', () => {
    const { rerender } = render(
      <TokenLogo
        srcs={['https://a/x.png']}
        symbol="A"
        seed="0x1111111111111111111111111111111111111111"
      />,
    )
    fireEvent.error(screen.getByRole('img', { name: 'A logo' }))
    rerender(
      <TokenLogo
        srcs={['https://b/y.png']}
        symbol="B"
        seed="0x2222222222222222222222222222222222222222"
      />,
    )
    expect(screen.getByRole('img', { name: 'B logo' }).getAttribute('src')).toBe('https://b/y.png')
  })

  it('draws a pair side by side', async () => {
    render(
      <DoubleTokenLogo
        tokens={[
          { srcs: [], symbol: 'ETH' },
          { srcs: [], symbol: 'USDC' },
        ]}
      />,
    )
    expect(await screen.findByRole('img', { name: 'ETH logo' })).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'USDC logo' })).toBeTruthy()
  })
})
