import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountAvatar } from './AccountAvatar'

afterEach(cleanup)

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('AccountAvatar', () => {
  it('shows the avatar as a plain image, tries each URL, then the generated icon', () => {
    render(
      <AccountAvatar
        address={ADDRESS}
        urls={['https://a.example/x.png', 'data:image/png;base64,AAAA']}
        size={20}
      />,
    )
    const img = () => screen.getByTestId('account-avatar') as HTMLImageElement
    expect(img().tagName).toBe('IMG')
    expect(img().getAttribute('src')).toBe('https://a.example/x.png')
    fireEvent.error(img())
    expect(img().getAttribute('src')).toBe('data:image/png;base64,AAAA')
    fireEvent.error(img())
    expect(screen.queryByTestId('account-avatar')).toBeNull()
    expect(screen.getByTestId('account-identicon').getAttribute('aria-hidden')).toBe('true')
  })

  it('draws the generated icon when the account has no avatar', () => {
    render(<AccountAvatar address={ADDRESS} urls={[]} size={32} />)
    expect(screen.getByTestId('account-identicon')).toBeTruthy()
  })
})
