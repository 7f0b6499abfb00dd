import { type Address, encodeAbiParameters, encodeEventTopics, getAddress, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE, NATIVE_TRANSFER_LOG_ADDRESS, type RawLog } from './balanceChanges'
import { isUnlimited, writeEffects } from './writeEffects'

const ME = getAddress('0x00000000000000000000000000000000000000a1')
const POOL = getAddress('0x00000000000000000000000000000000000000b1')
const ROUTER = getAddress('0x00000000000000000000000000000000000000b2')
const USDC = getAddress('0x00000000000000000000000000000000000000c1')
const WETH = getAddress('0x00000000000000000000000000000000000000c2')
const NPM = getAddress('0x00000000000000000000000000000000000000c3')
const PERMIT2 = getAddress('0x00000000000000000000000000000000000000c4')
const ZERO = '0x0000000000000000000000000000000000000000' as const

const ABI = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
])
const NFT_ABI = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
])
const word = (v: bigint) => encodeAbiParameters([{ type: 'uint256' }], [v])

const erc20 = (token: Address, from: Address, to: Address, value: bigint): RawLog => ({
  address: token,
  topics: encodeEventTopics({
    abi: ABI,
    eventName: 'Transfer',
    args: { from, to },
  }) as RawLog['topics'],
  data: word(value),
})
const approval = (token: Address, owner: Address, spender: Address, value: bigint): RawLog => ({
  address: token,
  topics: encodeEventTopics({
    abi: [ABI[1]],
    eventName: 'Approval',
    args: { owner, spender },
  }) as RawLog['topics'],
  data: word(value),
})
const nft = (from: Address, to: Address, tokenId: bigint): RawLog => ({
  address: NPM,
  topics: encodeEventTopics({
    abi: NFT_ABI,
    eventName: 'Transfer',
    args: { from, to, tokenId },
  }) as RawLog['topics'],
  data: '0x',
})

describe('writeEffects', () => {
  it('nets the account’s token and native-coin moves, leaving other holders out', () => {
    const effects = writeEffects(ME, [
      erc20(NATIVE_TRANSFER_LOG_ADDRESS, ME, ROUTER, 10n ** 18n),
      {
        address: WETH,
        topics: encodeEventTopics({
          abi: ABI,
          eventName: 'Deposit',
          args: { dst: ROUTER },
        }) as RawLog['topics'],
        data: word(10n ** 18n),
      },
      erc20(WETH, ROUTER, POOL, 10n ** 18n),
      erc20(USDC, POOL, ME, 2_950_000_000n),
    ])
    expect(effects.changes).toEqual([
      { token: NATIVE, delta: -(10n ** 18n) },
      { token: USDC, delta: 2_950_000_000n },
    ])
    expect(effects.nfts).toEqual([])
    expect(effects.approvals).toEqual([])
  })

  it('counts a wrap: the coin leaves and WETH9’s Deposit mints to the account', () => {
    const deposit: RawLog = {
      address: WETH,
      topics: encodeEventTopics({
        abi: ABI,
        eventName: 'Deposit',
        args: { dst: ME },
      }) as RawLog['topics'],
      data: word(5n),
    }
    expect(
      writeEffects(ME, [erc20(NATIVE_TRANSFER_LOG_ADDRESS, ME, WETH, 5n), deposit]).changes,
    ).toEqual([
      { token: NATIVE, delta: -5n },
      { token: WETH, delta: 5n },
    ])
  })

  it('tells NFTs minted to and burned from the account, not ERC-20 amounts', () => {
    const effects = writeEffects(ME, [nft(ME, ZERO, 7n), nft(ZERO, ME, 8n), nft(ZERO, POOL, 9n)])
    expect(effects.nfts).toEqual([
      { collection: NPM, tokenId: 7n, direction: 'out' },
      { collection: NPM, tokenId: 8n, direction: 'in' },
    ])
    expect(effects.changes).toEqual([])
  })

  it('reads ERC-20, Permit2 and operator grants by the account, and ignores an ERC-721 single-token Approval', () => {
    const permit2: RawLog = {
      address: PERMIT2,
      topics: encodeEventTopics({
        abi: [ABI[4]],
        eventName: 'Approval',
        args: { owner: ME, token: USDC, spender: ROUTER },
      }) as RawLog['topics'],
      data: encodeAbiParameters(
        [{ type: 'uint160' }, { type: 'uint48' }],
        [2n ** 160n - 1n, 1_800_000_000],
      ),
    }
    const operator: RawLog = {
      address: NPM,
      topics: encodeEventTopics({
        abi: ABI,
        eventName: 'ApprovalForAll',
        args: { owner: ME, operator: ROUTER },
      }) as RawLog['topics'],
      data: encodeAbiParameters([{ type: 'bool' }], [true]),
    }
    const single: RawLog = {
      address: NPM,
      topics: encodeEventTopics({
        abi: NFT_ABI,
        eventName: 'Approval',
        args: { owner: ME, approved: ROUTER, tokenId: 1n },
      }) as RawLog['topics'],
      data: '0x',
    }
    const effects = writeEffects(ME, [
      approval(USDC, ME, PERMIT2, 2n ** 256n - 1n),
      approval(USDC, POOL, ROUTER, 1n), // someone else's
      permit2,
      operator,
      single,
    ])
    expect(effects.approvals).toEqual([
      { token: USDC, spender: PERMIT2, amount: 2n ** 256n - 1n, kind: 'erc20' },
      {
        token: USDC,
        spender: ROUTER,
        amount: 2n ** 160n - 1n,
        expiration: 1_800_000_000,
        kind: 'permit2',
      },
      { token: NPM, spender: ROUTER, kind: 'operator' },
    ])
    expect(effects.approvals.map(isUnlimited)).toEqual([true, true, true])
  })

  it('does not take the allowance a transferFrom spends for a grant', () => {
    const effects = writeEffects(ME, [approval(USDC, ME, ROUTER, 40n), erc20(USDC, ME, POOL, 60n)])
    expect(effects.approvals).toEqual([])
    expect(effects.changes).toEqual([{ token: USDC, delta: -60n }])
  })

  it('calls an exact approval limited', () => {
    const [grant] = writeEffects(ME, [approval(USDC, ME, ROUTER, 1_000_000n)]).approvals
    expect(grant && isUnlimited(grant)).toBe(false)
  })
})
