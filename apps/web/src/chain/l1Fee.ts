// Issue 33 "Fees as the chain charges them": on OP-stack chains a transaction pays, on top of its
// L2 execution, an L1 data fee for posting its bytes to Ethereum. The chain's GasPriceOracle
// predeploy prices it for "the unsigned fully RLP-encoded transaction" (its getL1Fee; the oracle
// adds the 68 bytes a signature will take): OP spec, specs/protocol/exec-engine.md "L1-Cost fees"
// and "Ecotone L1-Cost fee changes", and predeploys.md "GasPriceOracle". A plain action, loaded
// with import() by the reads that need it.
import { type Address, type Client, type Hex, serializeTransaction } from 'viem'
import { readContract } from 'viem/actions'
import { GAS_PRICE_ORACLE, gasPriceOracleAbi } from './abis/gasPriceOracle'
import type { ChainInfo } from './chains'

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

/** Whether transactions on `chain` pay an L1 data fee the app reads (the OP Stack's). */
function chargesL1Fee(chain: Pick<ChainInfo, 'family'>): boolean {
  return chain.family === 'optimism'
}

/** The L1 data fee in wei of `transaction` (EIP-1559, unsigned); 0 where none is charged. */
export async function readL1Fee(
  client: Client,
  { chain, transaction }: ReadL1FeeParameters,
): Promise<bigint> {
  if (!chargesL1Fee(chain)) return 0n
  const serialized = serializeTransaction({ ...transaction, type: 'eip1559' })
  return readContract(client, {
    address: GAS_PRICE_ORACLE,
    abi: gasPriceOracleAbi,
    functionName: 'getL1Fee',
    args: [serialized],
  })
}
