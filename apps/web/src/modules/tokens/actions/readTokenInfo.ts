// spec 01 §2/§3 and issue 3 "pasted address → on-chain ERC-20 read": name, symbol and decimals
// in one multicall, with the bytes32 fallback rule and the 'UNKNOWN' / 'Unknown Token' defaults
// (tokenMetadata.ts). A contract without decimals() is not a token: null.
import { type Address, type Client, erc20Abi } from 'viem'
import type { TokenInfo } from '../types'
import { requireTokenAddress } from '../utils/tokenAddress'
import { resolveTokenNameAndSymbol } from '../utils/tokenMetadata'

const bytes32Abi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const

export interface ReadTokenInfoParameters {
  client: Client
  chainId: number
  /** As typed or pasted; 'Invalid token address: {address}' when it is not one. */
  address: string
  /** Multicall3 on this chain (the chain table's, or the devnet manifest's). */
  multicallAddress?: Address
}

export async function readTokenInfo({
  client,
  chainId,
  address: input,
  multicallAddress,
}: ReadTokenInfoParameters): Promise<TokenInfo | null> {
  const address = requireTokenAddress(input)
  // viem's read path loads with the first read, not with the page (issue 11 bundle budget).
  const { multicall } = await import('../../../chain/readActions')
  const [name, symbol, decimals, nameBytes32, symbolBytes32] = await multicall(client, {
    allowFailure: true,
    ...(multicallAddress ? { multicallAddress } : {}),
    contracts: [
      { address, abi: erc20Abi, functionName: 'name' },
      { address, abi: erc20Abi, functionName: 'symbol' },
      { address, abi: erc20Abi, functionName: 'decimals' },
      { address, abi: bytes32Abi, functionName: 'name' },
      { address, abi: bytes32Abi, functionName: 'symbol' },
    ],
  })
  if (decimals.status !== 'success') return null
  const value = <T>(r: { status: string; result?: T }): T | undefined =>
    r.status === 'success' ? r.result : undefined
  return {
    chainId,
    address,
    decimals: decimals.result,
    ...resolveTokenNameAndSymbol({
      name: value(name),
      symbol: value(symbol),
      nameBytes32: value(nameBytes32),
      symbolBytes32: value(symbolBytes32),
    }),
  }
}
