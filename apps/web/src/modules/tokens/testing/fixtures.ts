import type { TokenInfo, TokenList } from '../types'

export const token = (n: number, over: Partial<TokenInfo> = {}): TokenInfo => ({
  chainId: 31337,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  name: `Token ${n}`,
  symbol: `T${n}`,
  ...over,
})

export const list = (
  version: [number, number, number],
  tokens: TokenInfo[] = [token(1)],
  name = 'Test List',
): TokenList => ({
  name,
  timestamp: '2026-11-21T00:00:00.000Z',
  version: { major: version[0], minor: version[1], patch: version[2] },
  tokens,
})
