// Issue 33: the price of the L1 data fee per unit of data gas (l1DataFee.ts), as the chain
// answers it. OP-stack chains: the GasPriceOracle predeploy prices a whole transaction
// (getL1Fee), and its formula differs between upgrades (Ecotone counts bytes, Fjord compresses
// them with FastLZ and applies a floor). Arbitrum: the NodeInterface answers a call's L1
// component in L2 gas at the base fee (gasEstimateL1Component; Nitro compresses with brotli).
// Two incompressible payloads of different lengths, both above Fjord's 100-byte floor, cover
// all of them: their fees differ by the price of the extra bytes alone. The oracle's two reads
// are one aggregate3 eth_call; the NodeInterface, which contracts cannot call, takes two.
import {
  type Address,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  toHex,
} from 'viem'
import { call as ethCall } from 'viem/actions'
import type { L1FeePerDataGas } from '../l1DataFee.ts'
import type { ChainReader } from '../state/reader.ts'
import { nodeInterfaceAbi } from './nodeInterface.ts'

const getL1FeeAbi = [
  {
    type: 'function',
    name: 'getL1Fee',
    stateMutability: 'view',
    inputs: [{ name: '_data', type: 'bytes' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

const SHORT = 256
const LONG = 768
/** Ecotone's count for a non-zero byte: every probe byte is non-zero. */
const DATA_GAS_PER_BYTE = 16n

/** `length` pseudo-random non-zero bytes (a fixed LCG: FastLZ finds no repeats to shorten). */
export function probePayload(length: number): Hex {
  const bytes = new Uint8Array(length)
  let x = 0x2545f491
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0
    bytes[i] = ((x >>> 16) % 255) + 1
  }
  return toHex(bytes)
}

const call = (oracle: Address, length: number) => ({
  to: oracle,
  data: encodeFunctionData({
    abi: getL1FeeAbi,
    functionName: 'getL1Fee',
    args: [probePayload(length)],
  }),
})

/** The oracle's price of one unit of data gas, from the two probes' difference. */
export async function readL1FeePerDataGas(
  multicall: ChainReader['multicall'],
  oracle: Address,
): Promise<L1FeePerDataGas> {
  const [short, long] = await multicall([call(oracle, SHORT), call(oracle, LONG)])
  if (short === undefined || long === undefined)
    throw new Error(`the GasPriceOracle at ${oracle} did not answer getL1Fee`)
  const fee = (data: Hex) =>
    decodeFunctionResult({ abi: getL1FeeAbi, functionName: 'getL1Fee', data })
  return perDataGas(fee(short), fee(long))
}

/** The price from the NodeInterface's L1 component of the two probes, in wei (gas × base fee). */
export async function readNodeInterfaceFeePerDataGas(
  client: Client,
  nodeInterface: Address,
): Promise<L1FeePerDataGas> {
  const weiOf = async (length: number) => {
    const { data } = await ethCall(client, {
      to: nodeInterface,
      data: encodeFunctionData({
        abi: nodeInterfaceAbi,
        functionName: 'gasEstimateL1Component',
        // Any destination: the component prices the bytes, not what they call.
        args: [nodeInterface, false, probePayload(length)],
      }),
    })
    if (data === undefined) throw new Error(`the NodeInterface at ${nodeInterface} did not answer`)
    const [gas, baseFee] = decodeFunctionResult({
      abi: nodeInterfaceAbi,
      functionName: 'gasEstimateL1Component',
      data,
    })
    return gas * baseFee
  }
  const [short, long] = await Promise.all([weiOf(SHORT), weiOf(LONG)])
  return perDataGas(short, long)
}

function perDataGas(short: bigint, long: bigint): L1FeePerDataGas {
  const difference = long - short
  return {
    numerator: difference > 0n ? difference : 0n,
    denominator: BigInt(LONG - SHORT) * DATA_GAS_PER_BYTE,
  }
}
