// Deploys the Uniswap v2 + v3 stack from the npm artifacts, in a fixed order (addresses depend
// on the deployer's nonce). Multicall3 is placed at its canonical address with hardhat_setCode.
import { stringToHex } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { linkBytecode, uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestContracts } from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { deploy, type Sender, write } from './sender.ts'

/** Where viem and wallets look for Multicall3 on every chain. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export async function deployCore(
  sender: Sender,
  nativeCurrencyLabel: string,
): Promise<ManifestContracts> {
  const a = uniswapArtifact
  const weth9 = await deploy(sender, a('WETH9'))
  const v2Factory = await deploy(sender, a('UniswapV2Factory'), [sender.from])
  const v2Router02 = await deploy(sender, a('UniswapV2Router02'), [v2Factory, weth9])
  const v3Factory = await deploy(sender, a('UniswapV3Factory'))
  // A fresh v3 factory has no 0.01 % tier; mainnet's owner added it the same way (devnet-facts).
  await write(sender, v3Factory, a('UniswapV3Factory').abi, 'enableFeeAmount', [100, 1])
  const nftDescriptorLibrary = await deploy(sender, a('NFTDescriptor'))
  const descriptor = a('NonfungibleTokenPositionDescriptor')
  const positionDescriptor = await deploy(
    sender,
    {
      abi: descriptor.abi,
      bytecode: linkBytecode(descriptor, { NFTDescriptor: nftDescriptorLibrary }),
    },
    [weth9, stringToHex(nativeCurrencyLabel, { size: 32 })],
  )
  const positionManager = await deploy(sender, a('NonfungiblePositionManager'), [
    v3Factory,
    weth9,
    positionDescriptor,
  ])
  const swapRouter02 = await deploy(sender, a('SwapRouter02'), [
    v2Factory,
    v3Factory,
    positionManager,
    weth9,
  ])
  const quoterV2 = await deploy(sender, a('QuoterV2'), [v3Factory, weth9])
  const tickLens = await deploy(sender, a('TickLens'))
  const interfaceMulticall = await deploy(sender, a('UniswapInterfaceMulticall'))
  const v3Migrator = await deploy(sender, a('V3Migrator'), [v3Factory, weth9, positionManager])
  await rpc(sender.url, 'hardhat_setCode', [
    MULTICALL3_ADDRESS,
    ownContract('Multicall3').deployedBytecode,
  ])
  return {
    weth9,
    v2Factory,
    v2Router02,
    v3Factory,
    nftDescriptorLibrary,
    positionDescriptor,
    positionManager,
    swapRouter02,
    quoterV2,
    tickLens,
    interfaceMulticall,
    multicall3: MULTICALL3_ADDRESS,
    v3Migrator,
  }
}
