// spec 02 §7 "tokenURI (a base64 JSON whose image field is read)". A read of its own: the
// position descriptor draws the SVG on chain and costs 1.8–1.94 M gas (devnet-facts.md), so it is
// given an explicit gas allowance and never rides in the multicall of the position's figures.
import { type Address, type Client, decodeFunctionResult, encodeFunctionData } from 'viem'
import { call } from 'viem/actions'
import { positionManagerAbi } from '../../../../chain/abis/v3'

/** Above tokenURI's ~1.94 M gas with room; some public nodes cap eth_call lower by default. */
export const TOKEN_URI_GAS = 5_000_000n

export interface ReadTokenURIParameters {
  client: Client
  positionManager: Address
  tokenId: bigint
}

export async function readTokenURI({
  client,
  positionManager,
  tokenId,
}: ReadTokenURIParameters): Promise<string> {
  const { data } = await call(client, {
    to: positionManager,
    data: encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'tokenURI',
      args: [tokenId],
    }),
    gas: TOKEN_URI_GAS,
  })
  if (data === undefined) throw new Error('tokenURI: empty answer')
  return decodeFunctionResult({ abi: positionManagerAbi, functionName: 'tokenURI', data })
}
