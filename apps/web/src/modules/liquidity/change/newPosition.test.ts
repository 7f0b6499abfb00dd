import { type Address, encodeAbiParameters, encodeEventTopics, type Log, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { mintedTokenId } from './newPosition'

const ABI = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed id)',
])
const ERC20 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)'])
const MANAGER: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
const OTHER: Address = '0x1111111111111111111111111111111111111111'
const OWNER: Address = '0x2222222222222222222222222222222222222222'
const ZERO: Address = '0x0000000000000000000000000000000000000000'

const nft = (address: string, from: Address, id: bigint) =>
  ({
    address,
    topics: encodeEventTopics({ abi: ABI, eventName: 'Transfer', args: { from, to: OWNER, id } }),
    data: '0x',
  }) as unknown as Log
const erc20 = (from: Address, value: bigint) =>
  ({
    address: OTHER,
    topics: encodeEventTopics({ abi: ERC20, eventName: 'Transfer', args: { from, to: OWNER } }),
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  }) as unknown as Log

describe('the position a change of range minted (issue 32)', () => {
  it("is the manager's ERC-721 Transfer from the zero address", () => {
    const logs = [
      erc20(ZERO, 5n),
      nft(MANAGER, OWNER, 7n),
      nft(OTHER, ZERO, 8n),
      nft(MANAGER, ZERO, 9n),
    ]
    expect(mintedTokenId(logs, MANAGER)).toBe(9n)
  })

  it('is none when the manager minted nothing (a burn alone, another contract’s mint)', () => {
    expect(mintedTokenId([nft(MANAGER, OWNER, 7n), nft(OTHER, ZERO, 8n)], MANAGER)).toBeUndefined()
  })
})
