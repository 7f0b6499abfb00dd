import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenURIImage } from '../utils/nftImage'
import { PositionNftImage } from './PositionNftImage'

afterEach(cleanup)

const b64 = (text: string) => btoa(text)
const hostileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=2</script><foreignObject><div>x</div></foreignObject></svg>'
const tokenURI = (metadata: string) => `data:application/json;base64,${b64(metadata)}`

describe('PositionNftImage', () => {
  it('shows a hostile SVG only as an <img> data URI: no script, svg or foreign markup enters the page', () => {
    const src = tokenURIImage(
      tokenURI(JSON.stringify({ image: `data:image/svg+xml;base64,${b64(hostileSvg)}` })),
    )
    expect(src).not.toBeNull()
    const { container } = render(
      <PositionNftImage image={{ state: 'ready', src: src ?? '' }} tokenId="7" />,
    )
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(src)
    expect(container.querySelector('script, svg, foreignObject, iframe, object, embed')).toBeNull()
    expect(container.innerHTML).not.toContain('onload')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('falls back to a text when the metadata is malformed', () => {
    const src = tokenURIImage(tokenURI('{"image": "data:image/svg+xml;base64,'))
    expect(src).toBeNull()
    const { getByTestId, container } = render(
      <PositionNftImage image={{ state: 'none' }} tokenId="7" />,
    )
    expect(getByTestId('position-nft-fallback').textContent).toContain('not available')
    expect(container.querySelector('img')).toBeNull()
  })
})
