import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UnsupportedAssetsModal } from './UnsupportedAssetsModal'

afterEach(cleanup)

const BLK = '0x7016805f0f1aB369A1e308038Db22EEfe3d4b49f'

describe('UnsupportedAssetsModal (spec 01 §2)', () => {
  it("lists the pair's unsupported tokens with their explorer links, and closes", () => {
    const onDismiss = vi.fn()
    render(
      <UnsupportedAssetsModal
        tokens={[
          {
            symbol: 'BLK',
            name: 'Blocked Token',
            address: BLK,
            explorerHref: `https://x/token/${BLK}`,
          },
        ]}
        onDismiss={onDismiss}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Unsupported Assets' })
    const list = screen.getByRole('list', { name: 'Unsupported tokens in this pair' })
    expect(list.textContent).toContain('BLK')
    const link = screen.getByRole('link', { name: BLK })
    expect(link.getAttribute('href')).toBe(`https://x/token/${BLK}`)
    expect(link.getAttribute('target')).toBe('_blank')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalled()
  })
})
