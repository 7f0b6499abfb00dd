// spec 01 §2/§3 and issue 3 "pasted address → on-chain ERC-20 read": name, symbol and decimals
// in one multicall, with the bytes32 fallback rule and the 'UNKNOWN' / 'Unknown Token' defaults
// (tokenMetadata.ts). A contract without decimals() is not a token: null.
import type { Address, Client } from 'viem'
import { erc20Abi, erc20Bytes32Abi } from '../../../chain/abis/erc20'
import { multicallReads } from '../../../chain/multicall'
import type { TokenInfo } from '../types'
import { requireTokenAddress } from '../utils/tokenAddress'
import { resolveTokenNameAndSymbol } from '../utils/tokenMetadata'

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
  const [name, symbol, decimals, nameBytes32, symbolBytes32] = await multicallReads(client, {
    multicallAddress,
    calls: [
      { address, abi: erc20Abi, functionName: 'name' },
      { address, abi: erc20Abi, functionName: 'symbol' },
      { address, abi: erc20Abi, functionName: 'decimals' },
      { address, abi: erc20Bytes32Abi, functionName: 'name' },
      { address, abi: erc20Bytes32Abi, functionName: 'symbol' },
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
