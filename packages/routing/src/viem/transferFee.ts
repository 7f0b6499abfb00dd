// Issue 17: the transfer-fee detector (contracts/TransferFeeDetector.sol) run on eth_call as a
// deployless contract (viem's `call` with `code`): any node can run it, nothing is deployed.
import {
  BaseError,
  type Client,
  decodeFunctionResult,
  ExecutionRevertedError,
  encodeFunctionData,
  parseAbi,
  RawContractError,
} from 'viem'
import { call } from 'viem/actions'
import type { MeasureTransfer } from '../fees/detect.ts'
import { DETECTOR_BYTECODE } from '../fees/detectorBytecode.gen.ts'

const detectorAbi = /* @__PURE__ */ parseAbi([
  'function detectMany(address[] tokens, address[] pairs, uint256[] amounts) returns (uint256[] received, uint256[] delivered, bool[] measured)',
])

/** The chain's answer was a revert (the token cannot be measured), not a failed read. */
function isRevert(e: unknown): boolean {
  return (
    e instanceof BaseError &&
    e.walk((c) => c instanceof RawContractError || c instanceof ExecutionRevertedError) !== null
  )
}

export function createTransferFeeMeasure(client: Client): MeasureTransfer {
  return async ({ targets, blockNumber }) => {
    const data = encodeFunctionData({
      abi: detectorAbi,
      functionName: 'detectMany',
      args: [targets.map((t) => t.token), targets.map((t) => t.pair), targets.map((t) => t.amount)],
    })
    let result: Awaited<ReturnType<typeof call>>
    try {
      result = await call(client, { code: DETECTOR_BYTECODE, data, blockNumber })
    } catch (e) {
      if (isRevert(e)) return targets.map(() => 'reverted' as const)
      throw e
    }
    if (result.data === undefined) return targets.map(() => 'reverted' as const)
    const [received, delivered, measured] = decodeFunctionResult({
      abi: detectorAbi,
      functionName: 'detectMany',
      data: result.data,
    })
    return targets.map((_, i) =>
      measured[i] ? { received: received[i] ?? 0n, delivered: delivered[i] ?? 0n } : 'reverted',
    )
  }
}
