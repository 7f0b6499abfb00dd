// Issue 13 (positions list): what the chain says about an account's v3 positions, read directly
// over JSON-RPC (viem, not the app's code), so the /pool spec compares the screen with the chain.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  getCreate2Address,
  keccak256,
  parseAbi,
} from 'viem'

const NPM = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
  'function positions(uint256) view returns (uint96, address, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
])
const POOL = parseAbi([
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
])
/** UniswapV3Pool's init code hash (devnet-facts: the periphery and the sdk use the same). */
const POOL_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

export interface ChainPosition {
  tokenId: string
  status: 'inRange' | 'outOfRange' | 'closed'
}

function poolAddress(factory: Address, token0: Address, token1: Address, fee: number): Address {
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [token0, token1, fee],
    ),
  )
  return getCreate2Address({ from: factory, salt, bytecodeHash: POOL_INIT_CODE_HASH })
}

/** The account's positions and their badge by spec 02 §4, from plain eth_calls. */
export async function chainPositions(
  chain: ManifestChain,
  owner: Address,
): Promise<ChainPosition[]> {
  const client = publicClient(chain)
  const npm = chain.contracts.positionManager
  const count = await client.readContract({
    address: npm,
    abi: NPM,
    functionName: 'balanceOf',
    args: [owner],
  })
  const out: ChainPosition[] = []
  for (let i = 0n; i < count; i++) {
    const id = await client.readContract({
      address: npm,
      abi: NPM,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, i],
    })
    const p = await client.readContract({
      address: npm,
      abi: NPM,
      functionName: 'positions',
      args: [id],
    })
    const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = p
    const pool = poolAddress(chain.contracts.v3Factory, token0, token1, fee)
    const [, tick] = await client.readContract({ address: pool, abi: POOL, functionName: 'slot0' })
    const status =
      liquidity === 0n ? 'closed' : tick >= tickLower && tick < tickUpper ? 'inRange' : 'outOfRange'
    out.push({ tokenId: id.toString(), status })
  }
  return out
}

const V4_NPM = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
  'function getPoolAndPositionInfo(uint256) view returns ((address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks), uint256)',
  'function transferFrom(address from, address to, uint256 id)',
])

/**
 * Issue 32: gives `to` the v4 deployer's seeded position in the pool of `role` (the deployer is an
 * impersonated account, so the node signs for it) and returns its id. Found by reading the
 * position manager, not the app's code.
 */
export async function giveSeededV4Position(
  chain: ManifestChain,
  role: 'best-price' | 'v4-only' | 'fee-hook' | 'dynamic-fee',
  to: Address,
): Promise<bigint> {
  const { V4_DEPLOYERS } = await import('@tidepool/devnet/testing/v4')
  const { rpc } = await import('@tidepool/devnet/testing/rpc')
  const client = publicClient(chain)
  const npm = chain.v4?.positionManager
  const pool = chain.v4Seed?.pools.find((p) => p.role === role)
  if (!npm || !pool) throw new Error(`no v4 ${role} pool on chain ${chain.chainId}`)
  const deployer = V4_DEPLOYERS[chain.layer]
  const next = await client.readContract({ address: npm, abi: V4_NPM, functionName: 'nextTokenId' })
  for (let id = 1n; id < next; id++) {
    const [key] = await client.readContract({
      address: npm,
      abi: V4_NPM,
      functionName: 'getPoolAndPositionInfo',
      args: [id],
    })
    const owner = await client.readContract({
      address: npm,
      abi: V4_NPM,
      functionName: 'ownerOf',
      args: [id],
    })
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
    if (
      !same(owner, deployer) ||
      !same(key.currency0, pool.currency0) ||
      !same(key.currency1, pool.currency1)
    )
      continue
    if (key.fee !== pool.fee || !same(key.hooks, pool.hooks)) continue
    await rpc(chain.rpcUrl, 'hardhat_impersonateAccount', [deployer])
    const hash = await rpc<`0x${string}`>(chain.rpcUrl, 'eth_sendTransaction', [
      {
        from: deployer,
        to: npm,
        data: encodeFunctionData({
          abi: V4_NPM,
          functionName: 'transferFrom',
          args: [deployer, to, id],
        }),
      },
    ])
    await client.waitForTransactionReceipt({ hash })
    return id
  }
  throw new Error(`the v4 deployer has no position in the ${role} pool`)
}
