// Issue 33 "Local replica": the OP-stack-style L2's GasPriceOracle (contracts/L1FeeOracle.sol)
// at the OP Stack predeploy address, so an app reads the L1 data fee the way it does on OP
// Mainnet, Base or Unichain. Installed with hardhat_setCode (the predeploy lives at a fixed
// address, not a CREATE one) and its inputs written with hardhat_setStorageAt: no transaction,
// so no address or nonce of the seed moves.
import { ownContract } from '../contracts/compiled.ts'
import type { Address, ManifestL1FeeOracle } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'

/** OP Stack predeploy GasPriceOracle (specs/protocol/predeploys.md). */
export const GAS_PRICE_ORACLE: Address = '0x420000000000000000000000000000000000000F'

/**
 * The L1 the stand-in prices with. The scalars are Base's after Ecotone (baseFeeScalar 2269,
 * blobBaseFeeScalar 1055762); the L1 base fee (20 gwei) and blob base fee (5 gwei) are a busy
 * Ethereum's, so a swap's L1 data fee (~10,000 L1 gas: ~3.7e12 wei) is most of its network fee
 * beside ~200,000 L2 gas at 0.01 gwei (2e12 wei), as the issue describes OP-stack chains.
 */
export const L1_FEE_INPUTS = {
  l1BaseFeeWei: 20_000_000_000n,
  blobBaseFeeWei: 5_000_000_000n,
  baseFeeScalar: 2269,
  blobBaseFeeScalar: 1_055_762,
} as const

const slot = (n: number) => toQuantity(n)
const word = (v: bigint | number) => `0x${BigInt(v).toString(16).padStart(64, '0')}`

export async function installL1FeeOracle(nodeUrl: string): Promise<ManifestL1FeeOracle> {
  const { deployedBytecode } = ownContract('L1FeeOracle')
  await rpc(nodeUrl, 'hardhat_setCode', [GAS_PRICE_ORACLE, deployedBytecode])
  // Storage layout of L1FeeOracle.sol: one input per slot, in declaration order.
  const inputs = [
    L1_FEE_INPUTS.l1BaseFeeWei,
    L1_FEE_INPUTS.blobBaseFeeWei,
    L1_FEE_INPUTS.baseFeeScalar,
    L1_FEE_INPUTS.blobBaseFeeScalar,
  ]
  for (const [i, value] of inputs.entries())
    await rpc(nodeUrl, 'hardhat_setStorageAt', [GAS_PRICE_ORACLE, slot(i), word(value)])
  return {
    address: GAS_PRICE_ORACLE,
    l1BaseFeeWei: L1_FEE_INPUTS.l1BaseFeeWei.toString(),
    blobBaseFeeWei: L1_FEE_INPUTS.blobBaseFeeWei.toString(),
    baseFeeScalar: L1_FEE_INPUTS.baseFeeScalar,
    blobBaseFeeScalar: L1_FEE_INPUTS.blobBaseFeeScalar,
  }
}
