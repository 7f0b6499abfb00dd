import { encode } from '@ensdomains/content-hash'
import { describe, expect, it } from 'vitest'
import { contenthashToUri } from './contenthash'

const CID_V0 = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
const CID_V1 = 'bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4'
const IPNS_KEY = 'k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8'

describe('contenthashToUri', () => {
  it('decodes an ipfs contenthash to a base32 CIDv1 ipfs:// URI', () => {
    expect(contenthashToUri(`0x${encode('ipfs', CID_V0)}`)).toBe(`ipfs://${CID_V1}`)
  })
  it('decodes an ipns contenthash', () => {
    expect(contenthashToUri(`0x${encode('ipns', IPNS_KEY)}`)).toBe(`ipns://${IPNS_KEY}`)
  })
  it('decodes an arweave contenthash', () => {
    const tx = 'ys3-Y5OsA_4gAS0MnxvfuZdWeyGQy0KLh9vWeGQN1Sg'
    expect(contenthashToUri(`0x${encode('arweave', tx)}`)).toBe(`ar://${tx}`)
  })
  it("rejects odd-length hex with 'hex must have length that is multiple of 2'", () => {
    expect(() => contenthashToUri('0xabc')).toThrow('hex must have length that is multiple of 2')
  })
  it("rejects other codecs with 'Unrecognized codec'", () => {
    expect(() => contenthashToUri('0x1234')).toThrow('Unrecognized codec')
    expect(() =>
      contenthashToUri(
        `0x${encode('swarm', 'd1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162')}`,
      ),
    ).toThrow('Unrecognized codec')
    expect(() => contenthashToUri('0x')).toThrow('Unrecognized codec')
  })
})
