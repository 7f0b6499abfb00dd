import { describe, expect, it } from 'vitest'
import {
  decodeJsonDataUri,
  erc1155MetadataUri,
  imageUrls,
  isForwardVerified,
  metadataImage,
  parseAvatarRecord,
} from './ensAvatar'

const CONTRACT = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'
const gateways = (uri: string) =>
  uri.startsWith('ipfs://') ? [`https://gw.example/ipfs/${uri.slice(7)}`] : [uri]

describe('the avatar record', () => {
  it('reads the ERC-721 and ERC-1155 NFT forms of ENSIP-12', () => {
    expect(parseAvatarRecord(`eip155:1/erc721:${CONTRACT}/2430`)).toEqual({
      kind: 'nft',
      standard: 'erc721',
      chainId: 1,
      contract: CONTRACT,
      tokenId: 2430n,
    })
    expect(parseAvatarRecord(`  eip155:31337/ERC1155:${CONTRACT}/0x1f `)).toMatchObject({
      standard: 'erc1155',
      chainId: 31337,
      tokenId: 31n,
    })
  })

  it('takes https, ipfs and data:image URIs as images', () => {
    for (const uri of [
      'https://example.com/a.png',
      'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    ])
      expect(parseAvatarRecord(uri)).toEqual({ kind: 'image', uri })
  })

  it('gives nothing for empty, script or unknown records and for malformed NFT forms', () => {
    for (const record of [
      '',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'eip155:1/erc20:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
      'eip155:1/erc721:0x1234/1',
      `eip155:x/erc721:${CONTRACT}/1`,
      'just text',
    ])
      expect(parseAvatarRecord(record)).toBeNull()
  })
})

describe('NFT metadata', () => {
  it("replaces an ERC-1155 uri's {id} with the 64-digit hex id", () => {
    expect(erc1155MetadataUri('https://x.example/{id}.json', 255n)).toBe(
      `https://x.example/${'0'.repeat(62)}ff.json`,
    )
  })

  it('decodes base64 and percent-encoded data:application/json', () => {
    const json = { name: 'Position', image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }
    const b64 = btoa(JSON.stringify(json))
    expect(decodeJsonDataUri(`data:application/json;base64,${b64}`)).toEqual(json)
    expect(
      decodeJsonDataUri(`data:application/json;utf8,${encodeURIComponent(JSON.stringify(json))}`),
    ).toEqual(json)
    expect(decodeJsonDataUri('data:application/json;base64,!!!')).toBeNull()
    expect(decodeJsonDataUri('https://x.example/1.json')).toBeUndefined()
  })

  it("takes the metadata's image only when it is an image URI", () => {
    expect(metadataImage({ image: 'ipfs://Qm/1.png' })).toBe('ipfs://Qm/1.png')
    expect(metadataImage({ image_url: 'https://x.example/1.png' })).toBe('https://x.example/1.png')
    expect(metadataImage({ image: 'javascript:alert(1)' })).toBeNull()
    expect(metadataImage({ image: `eip155:1/erc721:${CONTRACT}/1` })).toBeNull()
    expect(metadataImage('not an object')).toBeNull()
    expect(metadataImage(null)).toBeNull()
  })

  it('shows data: images as they are and the rest through the gateways', () => {
    expect(imageUrls('data:image/png;base64,AAAA', gateways)).toEqual([
      'data:image/png;base64,AAAA',
    ])
    expect(imageUrls('ipfs://Qm/1.png', gateways)).toEqual(['https://gw.example/ipfs/Qm/1.png'])
  })
})

describe('forward verification', () => {
  it("keeps a name only when its addr is the account, whatever the address's case", () => {
    expect(isForwardVerified(CONTRACT, CONTRACT.toLowerCase() as `0x${string}`)).toBe(true)
    expect(isForwardVerified(CONTRACT, '0x0000000000000000000000000000000000000001')).toBe(false)
    expect(isForwardVerified(CONTRACT, null)).toBe(false)
  })
})
