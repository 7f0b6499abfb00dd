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
  'function detect(address token, address pair, uint256 amount) returns (uint256 received, uint256 delivered)',
])

/** The chain's answer was a revert (the token cannot be measured), not a failed read. */
function isRevert(e: unknown): boolean {
  return (
    e instanceof BaseError &&
    e.walk((c) => c instanceof RawContractError || c instanceof ExecutionRevertedError) !== null
  )
}

export function createTransferFeeMeasure(client: Client): MeasureTransfer {
  return async ({ token, pair, amount, blockNumber }) => {
    try {
      const { data } = await call(client, {
        code: DETECTOR_BYTECODE,
        data: encodeFunctionData({
          abi: detectorAbi,
          functionName: 'detect',
          args: [token, pair, amount],
        }),
        blockNumber,
      })
      if (data === undefined) return 'reverted'
      const [received, delivered] = decodeFunctionResult({
        abi: detectorAbi,
        functionName: 'detect',
        data,
      })
      return { received, delivered }
    } catch (e) {
      if (isRevert(e)) return 'reverted'
      throw e
    }
  }
}
