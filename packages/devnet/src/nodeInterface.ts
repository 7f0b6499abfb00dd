// Issue 33 "Fees as the chain charges them": Arbitrum's NodeInterface at 0x…C8, the part apps
// read (gasEstimateL1Component). On Arbitrum it is no contract: the node answers eth_calls to
// that address itself (docs.arbitrum.io "NodeInterface reference"; nitro nodeInterface/
// NodeInterface.go), and the Arbitrum-style devnet's RPC proxy does the same (rpcProxy.ts).
//
// Nitro prices a transaction's L1 component as its poster's data cost: ArbOS's L1 price per
// unit times 16 units per byte of the brotli-compressed transaction (l1pricing PosterDataCost),
// padded by 10 % for estimates (GasEstimationL1PricePadding, 11,000 bips), and answers it as L2
// gas at the L2 base fee. The stand-in counts the calldata as the OP Stack's Ecotone does (16 per
// non-zero byte, 4 per zero byte: brotli is not modelled) plus 100 bytes of envelope and
// signature, at a fixed L1 price per unit (the manifest's `nodeInterface`).
import {
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  hexToBytes,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import type { Address } from './manifest.ts'

export const NODE_INTERFACE: Address = '0x00000000000000000000000000000000000000C8'

export const nodeInterfaceAbi = parseAbi([
  'function gasEstimateL1Component(address to, bool contractCreation, bytes data) payable returns (uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)',
])

const SELECTOR = toFunctionSelector(nodeInterfaceAbi[0])

/** The transaction's envelope (nonce, gas, fees, to, value) and signature, in bytes. */
const ENVELOPE_BYTES = 100n
/** Nitro's estimation padding: 110 % of the data cost. */
const PADDING_BIPS = 11_000n

/**
 * ArbOS's L1 price per unit on the devnet: 1 gwei, about what a busy L1 charges per calldata gas,
 * so a swap's L1 component (~5,600 units) is ~120,000 L2 gas at the devnet's 0.05 gwei base
 * fee: about as much as its execution, as on Arbitrum One when L1 is busy.
 */
export const L1_PRICE_PER_UNIT_WEI = 1_000_000_000n

export interface L1Component {
  gasEstimateForL1: bigint
  baseFee: bigint
  l1BaseFeeEstimate: bigint
}

/** gasEstimateL1Component of `data` at `baseFee` (the L2's latest base fee). */
export function l1Component(data: Hex, baseFee: bigint, l1PricePerUnit: bigint): L1Component {
  const bytes = hexToBytes(data)
  const zeros = BigInt(bytes.filter((b) => b === 0).length)
  const units = zeros * 4n + (BigInt(bytes.length) - zeros) * 16n + ENVELOPE_BYTES * 16n
  const fee = (units * l1PricePerUnit * PADDING_BIPS) / 10_000n
  return {
    gasEstimateForL1: baseFee === 0n ? 0n : fee / baseFee,
    baseFee,
    l1BaseFeeEstimate: l1PricePerUnit,
  }
}

/** Whether an eth_call's params address the NodeInterface's gasEstimateL1Component. */
export function isNodeInterfaceCall(
  params: unknown,
): params is [{ to: string; data: Hex }, ...unknown[]] {
  if (!Array.isArray(params)) return false
  const call = params[0] as { to?: unknown; data?: unknown; input?: unknown } | undefined
  const data = call?.data ?? call?.input
  return (
    typeof call?.to === 'string' &&
    call.to.toLowerCase() === NODE_INTERFACE.toLowerCase() &&
    typeof data === 'string' &&
    data.toLowerCase().startsWith(SELECTOR)
  )
}

/** The eth_call's answer (ABI-encoded), as the node of an Arbitrum chain gives it. */
export function answerL1Component(callData: Hex, baseFee: bigint, l1PricePerUnit: bigint): Hex {
  const { args } = decodeFunctionData({ abi: nodeInterfaceAbi, data: callData })
  const c = l1Component(args[2], baseFee, l1PricePerUnit)
  return encodeFunctionResult({
    abi: nodeInterfaceAbi,
    functionName: 'gasEstimateL1Component',
    result: [c.gasEstimateForL1, c.baseFee, c.l1BaseFeeEstimate],
  })
}
