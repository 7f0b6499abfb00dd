// Issue 33 "Fees as the chain charges them": on rollups a transaction pays, on top of its L2
// execution, for posting its bytes to Ethereum. Each family reports it its own way:
// - the OP Stack's GasPriceOracle predeploy prices "the unsigned fully RLP-encoded transaction"
//   in wei (its getL1Fee; the oracle adds the 68 bytes a signature will take): OP spec,
//   specs/protocol/exec-engine.md "L1-Cost fees" and "Ecotone L1-Cost fee changes", and
//   predeploys.md "GasPriceOracle";
// - Arbitrum's NodeInterface answers the L1 component of a call in L2 gas at the L2 base fee
//   (gasEstimateL1Component: docs.arbitrum.io "NodeInterface reference"); on Arbitrum that gas is
//   part of the transaction's gasUsed, so its wei are that gas at the base fee.
// A plain action, loaded with import() by the reads that need it.
import { type Address, type Client, type Hex, serializeTransaction } from 'viem'
import { readContract } from 'viem/actions'
import { GAS_PRICE_ORACLE, gasPriceOracleAbi } from './abis/gasPriceOracle'
import { NODE_INTERFACE, nodeInterfaceAbi } from './abis/nodeInterface'
import { type ChainInfo, chargesL1Fee } from './chains'

/** The transaction as it will be signed, without its signature. */
export interface L1FeeTransaction {
  chainId: number
  nonce: number
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

export interface ReadL1FeeParameters {
  chain: Pick<ChainInfo, 'family'>
  transaction: L1FeeTransaction
}

/** The L1 fee in wei of `transaction` (EIP-1559, unsigned); 0 where none is charged. */
export async function readL1Fee(
  client: Client,
  { chain, transaction }: ReadL1FeeParameters,
): Promise<bigint> {
  if (!chargesL1Fee(chain)) return 0n
  if (chain.family === 'arbitrum') {
    const [gasForL1, baseFee] = await readContract(client, {
      address: NODE_INTERFACE,
      abi: nodeInterfaceAbi,
      functionName: 'gasEstimateL1Component',
      args: [transaction.to, false, transaction.data],
    })
    return gasForL1 * baseFee
  }
  const serialized = serializeTransaction({ ...transaction, type: 'eip1559' })
  return readContract(client, {
    address: GAS_PRICE_ORACLE,
    abi: gasPriceOracleAbi,
    functionName: 'getL1Fee',
    args: [serialized],
  })
}
