// Puts the Uniswap contracts at their canonical Ethereum addresses on a fresh chain-id-1 node:
// the original deployers are impersonated and their nonces set (hardhat_setNonce) so every CREATE
// lands where it did on mainnet (devnet-facts "Canonical mainnet addresses"). Contracts that no
// nonce reaches (the two multicalls, WETH9) get their runtime code by hardhat_setCode.
import { type Abi, getContractAddress, stringToHex } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { linkBytecode, uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, type Sender, write } from '../deploy/sender.ts'
import type { Address, Hex, ManifestContracts } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import { CANONICAL, V2_DEPLOYER, V3_DEPLOYER } from './mainnet.ts'

/** Replica-only contracts beyond the devnet's ManifestContracts (manifest `replica.contracts`). */
export interface ReplicaExtraContracts {
  proxyAdmin: Address
  quoter: Address
  swapRouter: Address
  positionDescriptorImplementation: Address
}

async function impersonate(url: string, from: Address): Promise<Sender> {
  await rpc(url, 'hardhat_impersonateAccount', [from])
  await rpc(url, 'hardhat_setBalance', [from, toQuantity(10n ** 24n)])
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [from, 'latest']))
  if (nonce !== 0) throw new Error(`replica: ${from} has nonce ${nonce}, expected a fresh node`)
  return { url, from, nonce }
}

async function setNonce(sender: Sender, nonce: number): Promise<void> {
  await rpc(sender.url, 'hardhat_setNonce', [sender.from, toQuantity(nonce)])
  sender.nonce = nonce
}

/** Deploys at the sender's next nonce and checks the result is the canonical address. */
async function deployAt(
  sender: Sender,
  expected: Address,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[] = [],
): Promise<Address> {
  const predicted = getContractAddress({ from: sender.from, nonce: BigInt(sender.nonce) })
  if (predicted.toLowerCase() !== expected.toLowerCase())
    throw new Error(`replica: nonce ${sender.nonce} of ${sender.from} gives ${predicted}`)
  await deploy(sender, contract, args)
  return expected
}

/** Copies runtime code (and nothing else) to `to`; the caller copies storage if it needs any. */
export async function placeCode(url: string, to: Address, code: Hex): Promise<void> {
  await rpc(url, 'hardhat_setCode', [to, code])
}

export async function deployCanonicalCore(
  url: string,
): Promise<{ contracts: ManifestContracts; extra: ReplicaExtraContracts }> {
  const a = uniswapArtifact
  const c = CANONICAL
  const weth9 = c.weth9

  const v2 = await impersonate(url, V2_DEPLOYER)
  await deployAt(v2, c.v2Factory, a('UniswapV2Factory'), [V2_DEPLOYER])
  await setNonce(v2, 3)
  await deployAt(v2, c.v2Router02, a('UniswapV2Router02'), [c.v2Factory, weth9])

  const v3 = await impersonate(url, V3_DEPLOYER)
  await deployAt(v3, c.v3Factory, a('UniswapV3Factory'))
  await deployAt(v3, c.proxyAdmin, a('ProxyAdmin'))
  await deployAt(v3, c.tickLens, a('TickLens'))
  await deployAt(v3, c.quoter, a('Quoter'), [c.v3Factory, weth9])
  await deployAt(v3, c.swapRouter, a('SwapRouter'), [c.v3Factory, weth9])
  await deployAt(v3, c.nftDescriptorLibrary, a('NFTDescriptor'))
  const descriptor = a('NonfungibleTokenPositionDescriptor')
  await deployAt(
    v3,
    c.positionDescriptorImplementation,
    {
      abi: descriptor.abi,
      bytecode: linkBytecode(descriptor, { NFTDescriptor: c.nftDescriptorLibrary }),
    },
    [weth9, stringToHex('ETH', { size: 32 })],
  )
  await deployAt(v3, c.positionDescriptor, a('TransparentUpgradeableProxy'), [
    c.positionDescriptorImplementation,
    c.proxyAdmin,
    '0x',
  ])
  await deployAt(v3, c.positionManager, a('NonfungiblePositionManager'), [
    c.v3Factory,
    weth9,
    c.positionDescriptor,
  ])
  await deployAt(v3, c.v3Migrator, a('V3Migrator'), [c.v3Factory, weth9, c.positionManager])
  await setNonce(v3, 13)
  await deployAt(v3, c.quoterV2, a('QuoterV2'), [c.v3Factory, weth9])
  await deployAt(v3, c.swapRouter02, a('SwapRouter02'), [
    c.v2Factory,
    c.v3Factory,
    c.positionManager,
    weth9,
  ])
  // Mainnet's factory owner enabled the 0.01 % tier later (devnet-facts); so does its deployer.
  await write(v3, c.v3Factory, a('UniswapV3Factory').abi, 'enableFeeAmount', [100, 1])
  for (const who of [V2_DEPLOYER, V3_DEPLOYER])
    await rpc(url, 'hardhat_stopImpersonatingAccount', [who])

  await placeCode(url, c.interfaceMulticall, await runtimeOf(url, a('UniswapInterfaceMulticall')))
  await placeCode(url, c.multicall3, ownContract('Multicall3').deployedBytecode)

  return {
    contracts: {
      weth9,
      v2Factory: c.v2Factory,
      v2Router02: c.v2Router02,
      v3Factory: c.v3Factory,
      nftDescriptorLibrary: c.nftDescriptorLibrary,
      positionDescriptor: c.positionDescriptor,
      positionManager: c.positionManager,
      swapRouter02: c.swapRouter02,
      quoterV2: c.quoterV2,
      tickLens: c.tickLens,
      interfaceMulticall: c.interfaceMulticall,
      multicall3: c.multicall3,
      v3Migrator: c.v3Migrator,
    },
    extra: {
      proxyAdmin: c.proxyAdmin,
      quoter: c.quoter,
      swapRouter: c.swapRouter,
      positionDescriptorImplementation: c.positionDescriptorImplementation,
    },
  }
}

/**
 * The runtime code of a constructor-less artifact: its creation code run with eth_call returns
 * exactly the code a deployment would store.
 */
async function runtimeOf(url: string, artifact: { bytecode: Hex }): Promise<Hex> {
  return rpc<Hex>(url, 'eth_call', [{ data: artifact.bytecode }, 'latest'])
}
