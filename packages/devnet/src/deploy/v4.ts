// Issue 31: Uniswap v4 and the Universal Router on each local chain, from the npm artifacts
// (devnet-facts "Uniswap v4, Universal Router and Permit2"): Permit2 at its canonical address,
// the PoolManager, v4's PositionManager with its descriptor, V4Quoter, StateView, and one
// Universal Router wired to the chain's v2 and v3 factories as well, so it routes all three.
// Deployed after everything else on the chain from an impersonated deployer of its own (nonce 0
// on a fresh node): no earlier address moves, and these are fixed too.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  parseAbi,
  stringToHex,
  zeroAddress,
} from 'viem'
import { type UniswapArtifactName, uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, Hex, ManifestChain, ManifestV4Contracts } from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { deploy, freshSender, type Sender } from './sender.ts'

const require = createRequire(import.meta.url)

/** Where Permit2 lives on every chain (Uniswap's deployments page). */
export const PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/** Not hardhat accounts: fixed addresses the node impersonates, one per chain layer. */
export const V4_DEPLOYERS: Readonly<Record<1 | 2, Address>> = {
  1: '0x7d0000000000000000000000000000000000b001',
  2: '0x7d0000000000000000000000000000000000b002',
}

/** v4-periphery's default for PositionManager (its deploy script): gas a subscriber may use. */
const UNSUBSCRIBE_GAS_LIMIT = 300_000n

const permit2Abi = parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)'])

/**
 * Permit2's runtime code: Permit2 has no npm package, so this is the hex literal v4-periphery
 * ships for tests (`lib/permit2/test/utils/DeployPermit2.sol`, meant for setCode at the
 * canonical address).
 */
export function permit2Runtime(): Hex {
  const file = require.resolve('@uniswap/v4-periphery/lib/permit2/test/utils/DeployPermit2.sol')
  const literal = /hex"([0-9a-fA-F]+)"/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!literal) throw new Error(`no Permit2 bytecode literal in ${file}`)
  return `0x${literal}`
}

/**
 * An EIP-712 domain separator without a version field, as Permit2 (its EIP712.sol) and v4's
 * PositionManager (EIP712_v4.sol) compute it.
 */
export function unversionedDomainSeparator(name: string, chainId: number, address: Address): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [
        keccak256(
          stringToHex('EIP712Domain(string name,uint256 chainId,address verifyingContract)'),
        ),
        keccak256(stringToHex(name)),
        BigInt(chainId),
        address,
      ],
    ),
  )
}

async function domainSeparator(url: string): Promise<Hex> {
  const data = encodeFunctionData({ abi: permit2Abi, functionName: 'DOMAIN_SEPARATOR' })
  const out = await rpc<Hex>(url, 'eth_call', [{ to: PERMIT2_ADDRESS, data }, 'latest'])
  return decodeFunctionResult({ abi: permit2Abi, functionName: 'DOMAIN_SEPARATOR', data: out })
}

/**
 * Places Permit2 and makes its signatures verify. The captured runtime holds, as an immutable,
 * a domain separator computed on chain 31337 for another address, which it returns whenever
 * `block.chainid` is 31337 (devnet-facts): every signature would fail on our L1 while plain
 * approvals work. The one occurrence of that cached value is replaced by the right separator;
 * on other chain ids Permit2 computes it itself and the cached value is never read.
 */
export async function placePermit2(url: string, chainId: number): Promise<Address> {
  const code = permit2Runtime()
  await rpc(url, 'hardhat_setCode', [PERMIT2_ADDRESS, code])
  const right = unversionedDomainSeparator('Permit2', chainId, PERMIT2_ADDRESS)
  const answered = await domainSeparator(url)
  if (answered === right) return PERMIT2_ADDRESS
  const cached = answered.slice(2).toLowerCase()
  const parts = code.toLowerCase().split(cached)
  if (parts.length !== 2)
    throw new Error(`Permit2: the cached domain separator occurs ${parts.length - 1} times`)
  await rpc(url, 'hardhat_setCode', [PERMIT2_ADDRESS, parts.join(right.slice(2))])
  const fixed = await domainSeparator(url)
  if (fixed !== right) throw new Error(`Permit2: domain separator ${fixed}, expected ${right}`)
  return PERMIT2_ADDRESS
}

/** The v4 deployer of a chain layer, impersonated and funded (its nonce must be 0). */
export async function v4Sender(nodeUrl: string, layer: 1 | 2): Promise<Sender> {
  const from = V4_DEPLOYERS[layer]
  await rpc(nodeUrl, 'hardhat_impersonateAccount', [from])
  return freshSender(nodeUrl, from)
}

/** The contracts deployV4 deploys (Permit2 is placed at its canonical address instead). */
export type V4Deployed = Exclude<keyof ManifestV4Contracts, 'permit2'>

/**
 * Where a freshly deployed contract ends up: the devnet leaves each where CREATE put it; the
 * mainnet replica moves it to its canonical address (replica/v4.ts). Each contract's constructor
 * gets the final addresses of the ones before it, since immutables are part of the runtime code.
 */
export type V4Placement = (name: V4Deployed, deployed: Address) => Promise<Address>

const inPlace: V4Placement = async (_name, deployed) => deployed

/** Deploys v4, Permit2 and the Universal Router on a seeded chain (its v2/v3 core in place). */
export async function deployV4(
  sender: Sender,
  chain: ManifestChain,
  place: V4Placement = inPlace,
): Promise<ManifestV4Contracts> {
  const { url: nodeUrl, from } = sender
  const a = uniswapArtifact
  const { weth9, v2Factory, v3Factory, positionManager: v3PositionManager } = chain.contracts
  const permit2 = await placePermit2(nodeUrl, chain.chainId)
  const deployed = async (
    name: V4Deployed,
    artifact: UniswapArtifactName,
    args: readonly unknown[],
  ) => place(name, await deploy(sender, a(artifact), args))
  const poolManager = await deployed('poolManager', 'PoolManager', [from])
  const positionDescriptor = await deployed('positionDescriptor', 'V4PositionDescriptor', [
    poolManager,
    weth9,
    stringToHex('ETH', { size: 32 }),
  ])
  const positionManager = await deployed('positionManager', 'V4PositionManager', [
    poolManager,
    permit2,
    UNSUBSCRIBE_GAS_LIMIT,
    positionDescriptor,
    weth9,
  ])
  const quoter = await deployed('quoter', 'V4Quoter', [poolManager])
  const stateView = await deployed('stateView', 'StateView', [poolManager])
  const universalRouter = await deployed('universalRouter', 'UniversalRouter', [
    {
      permit2,
      weth9,
      v2Factory,
      v3Factory,
      // The CREATE2 init-code hashes of the pairs and pools these factories deploy.
      pairInitCodeHash: keccak256(a('UniswapV2Pair').bytecode),
      poolInitCodeHash: keccak256(a('UniswapV3Pool').bytecode),
      v4PoolManager: poolManager,
      v3NFTPositionManager: v3PositionManager,
      v4PositionManager: positionManager,
      // No Across bridge on a local chain.
      spokePool: zeroAddress,
    },
  ])
  return {
    permit2,
    poolManager,
    positionManager,
    positionDescriptor,
    quoter,
    stateView,
    universalRouter,
  }
}
