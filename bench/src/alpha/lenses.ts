// What Uniswap's AlphaRouter (smart-order-router 4.31) reads on chain 1 besides the core
// contracts (../shared/devnet-facts.md, last section): QuoterV2 at 0x5e55…F0e3 (not the
// sdk-core QuoterV2), MixedRouteQuoterV1 at 0x84E4…A2E and TokenValidator at 0xb5ee…08e0. None
// is reachable by a deployer nonce, so each is deployed anywhere with the canonical chain-1
// constructor arguments (immutables live in the runtime code) and its runtime code copied to the
// canonical address with hardhat_setCode. Skipped where the replica already placed code.
// The fee-on-transfer detector (0xbc70…f760) ships in no npm package: AlphaRouter's
// OnChainTokenFeeFetcher catches the failed call and treats the token as fee-free, which the
// replica's tokens are.
import { createRequire } from 'node:module'
import { encodeDeployData, type Hex, type PublicClient } from 'viem'

const require = createRequire(import.meta.url)

/** Canonical chain-1 addresses the lenses' constructors take. */
const V3_FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const V2_FACTORY = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const WETH9 = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const POSITION_MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'

interface Lens {
  name: string
  address: Hex
  artifact: string
  args: readonly Hex[]
}

const LENSES: readonly Lens[] = [
  {
    name: 'QuoterV2 (smart-order-router NEW_QUOTER_V2)',
    address: '0x5e55C9e631FAE526cd4B0526C4818D6e0a9eF0e3',
    artifact: '@uniswap/swap-router-contracts/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
    args: [V3_FACTORY, WETH9],
  },
  {
    name: 'MixedRouteQuoterV1',
    address: '0x84E44095eeBfEC7793Cd7d5b57B7e401D7f1cA2E',
    artifact:
      '@uniswap/swap-router-contracts/artifacts/contracts/lens/MixedRouteQuoterV1.sol/MixedRouteQuoterV1.json',
    args: [V3_FACTORY, V2_FACTORY, WETH9],
  },
  {
    name: 'TokenValidator',
    address: '0xb5ee1690b7dcc7859771148d0889be838fe108e0',
    artifact:
      '@uniswap/swap-router-contracts/artifacts/contracts/lens/TokenValidator.sol/TokenValidator.json',
    args: [V2_FACTORY, POSITION_MANAGER],
  },
]

interface Artifact {
  abi: readonly unknown[]
  bytecode: Hex
}

/** Places the lenses AlphaRouter needs; returns the names placed here (not by the replica). */
export async function placeAlphaRouterLenses(
  client: PublicClient,
  rpcUrl: string,
  deployer: Hex,
): Promise<string[]> {
  const call = async <T>(method: string, params: unknown[]): Promise<T> => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await res.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as T
  }
  const placed: string[] = []
  for (const lens of LENSES) {
    const existing = await client.getCode({ address: lens.address })
    if (existing && existing !== '0x') continue
    const { abi, bytecode } = require(lens.artifact) as Artifact
    const data = encodeDeployData({ abi, bytecode, args: lens.args })
    const hash = await call<Hex>('eth_sendTransaction', [
      { from: deployer, data, gas: '0x1c9c380' },
    ])
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress)
      throw new Error(`deploying ${lens.name} failed`)
    const code = await client.getCode({ address: receipt.contractAddress })
    await call('hardhat_setCode', [lens.address, code])
    placed.push(lens.name)
  }
  return placed
}
