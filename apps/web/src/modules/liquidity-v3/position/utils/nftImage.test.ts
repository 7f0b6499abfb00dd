import { describe, expect, it } from 'vitest'
import { safeSvgDataUri, tokenURIImage } from './nftImage'

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const svgUri = (svg: string) => `data:image/svg+xml;base64,${b64(svg)}`
const tokenURI = (metadata: unknown) =>
  `data:application/json;base64,${b64(JSON.stringify(metadata))}`

describe('tokenURIImage', () => {
  it("returns the image of the descriptor's base64 JSON", () => {
    const image = svgUri(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>Uniswap – 0.3%</text></svg>',
    )
    expect(tokenURIImage(tokenURI({ name: 'Uniswap - 0.3% - DAI/WETH', image }))).toBe(image)
  })

  it('passes a hostile SVG only as a data URI: it is shown in an <img>, where scripts never run', () => {
    const image = svgUri(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    )
    expect(tokenURIImage(tokenURI({ image }))).toBe(image)
  })

  it('refuses malformed JSON, a non-object and a missing image', () => {
    expect(tokenURIImage(`data:application/json;base64,${b64('{"image": ')}`)).toBeNull()
    expect(tokenURIImage(tokenURI('just a string'))).toBeNull()
    expect(tokenURIImage(tokenURI(null))).toBeNull()
    expect(tokenURIImage(tokenURI({ name: 'x' }))).toBeNull()
  })

  it('refuses other schemes and encodings', () => {
    expect(tokenURIImage('https://example.com/1.json')).toBeNull()
    expect(tokenURIImage('data:application/json,{"image":"x"}')).toBeNull()
    expect(tokenURIImage('data:application/json;base64,@@not-base64@@')).toBeNull()
    expect(tokenURIImage(tokenURI({ image: 'javascript:alert(1)' }))).toBeNull()
    expect(tokenURIImage(tokenURI({ image: 'data:text/html;base64,PHNjcmlwdD4=' }))).toBeNull()
    expect(tokenURIImage(tokenURI({ image: 'https://evil.example/x.svg' }))).toBeNull()
    expect(
      tokenURIImage(tokenURI({ image: 'data:image/svg+xml,<svg onload=alert(1)>' })),
    ).toBeNull()
  })
})

describe('safeSvgDataUri', () => {
  it('takes only a base64 SVG data URI without stray characters', () => {
    expect(safeSvgDataUri('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(safeSvgDataUri('data:image/svg+xml;base64,PHN2Zy8+" onerror="x')).toBeNull()
    expect(safeSvgDataUri(42)).toBeNull()
  })
})
