import {
  CallExecutionError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  EstimateGasExecutionError,
  ExecutionRevertedError,
  encodeErrorResult,
  parseAbi,
  RpcRequestError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  extractRevertReason,
  isUserRejection,
  SWAP_ERROR_MESSAGES,
  swapErrorToUserReadableMessage,
  unknownSwapErrorMessage,
} from './revertReasons'

const errorAbi = parseAbi(['error Error(string reason)', 'error Panic(uint256 code)'])
const revertData = (reason: string) =>
  encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: [reason] })

/** What viem's `call` throws when the node answers with revert data (hardhat, geth). */
function callError(reason: string, message = `execution reverted: ${reason}`) {
  const rpc = new RpcRequestError({
    body: { method: 'eth_call' },
    error: { code: 3, message, data: revertData(reason) },
    url: 'http://127.0.0.1:8545',
  })
  return new CallExecutionError(new ExecutionRevertedError({ cause: rpc, message }), {})
}

describe('swapErrorToUserReadableMessage: spec 01 §8 swap revert mapping', () => {
  it.each([
    ['UniswapV2Router: EXPIRED', SWAP_ERROR_MESSAGES.expired],
    ['Transaction too old', SWAP_ERROR_MESSAGES.expired],
    ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', SWAP_ERROR_MESSAGES.v2Slippage],
    ['UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', SWAP_ERROR_MESSAGES.v2Slippage],
    ['TransferHelper: TRANSFER_FROM_FAILED', SWAP_ERROR_MESSAGES.inputTransfer],
    ['UniswapV2: TRANSFER_FAILED', SWAP_ERROR_MESSAGES.outputTransfer],
    ['UniswapV2: K', SWAP_ERROR_MESSAGES.invariantK],
    ['Too little received', SWAP_ERROR_MESSAGES.v3Slippage],
    ['Too much requested', SWAP_ERROR_MESSAGES.v3Slippage],
    ['STF', SWAP_ERROR_MESSAGES.v3Slippage],
    ['TF', SWAP_ERROR_MESSAGES.v3OutputTransfer],
  ])('maps %s', (reason, message) => {
    expect(swapErrorToUserReadableMessage({ reason })).toBe(message)
    expect(swapErrorToUserReadableMessage(reason)).toBe(message)
    expect(swapErrorToUserReadableMessage(callError(reason))).toBe(message)
  })

  it('has the verbatim texts', () => {
    expect(SWAP_ERROR_MESSAGES.expired).toBe(
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    )
    expect(SWAP_ERROR_MESSAGES.inputTransfer).toBe(
      'The input token cannot be transferred. There may be an issue with the input token.',
    )
    expect(SWAP_ERROR_MESSAGES.v3Slippage).toBe(
      'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    )
  })

  it("maps any reason containing 'undefined is not an object' to the generic execution error", () => {
    expect(
      swapErrorToUserReadableMessage({ message: "undefined is not an object (evaluating 'a.b')" }),
    ).toBe(SWAP_ERROR_MESSAGES.executionError)
  })

  it('quotes an unknown reason', () => {
    expect(swapErrorToUserReadableMessage({ reason: 'Some revert' })).toBe(
      'Unknown error: "Some revert". Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    )
  })

  it('leaves the reason out when there is none', () => {
    expect(swapErrorToUserReadableMessage({})).toBe(
      'Unknown error. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    )
    expect(swapErrorToUserReadableMessage(undefined)).toBe(unknownSwapErrorMessage(undefined))
    expect(swapErrorToUserReadableMessage({ reason: '' })).toBe(unknownSwapErrorMessage(undefined))
  })

  it("strips the 'execution reverted: ' prefix before matching", () => {
    expect(swapErrorToUserReadableMessage({ message: 'execution reverted: STF' })).toBe(
      SWAP_ERROR_MESSAGES.v3Slippage,
    )
  })
})

describe('extractRevertReason', () => {
  it('reads the innermost reason or message of an ethers-style chain', () => {
    expect(extractRevertReason({ message: 'outer', error: { message: 'inner' } })).toBe('inner')
    expect(extractRevertReason({ reason: 'TF', error: { message: 'x' } })).toBe('TF')
    expect(
      extractRevertReason({
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: { message: 'execution reverted: Too little received' } },
      }),
    ).toBe('Too little received')
  })

  it("reads viem's ContractFunctionRevertedError reason", () => {
    const abi = parseAbi(['function multicall(uint256, bytes[]) payable'])
    const reverted = new ContractFunctionRevertedError({
      abi,
      data: revertData('Transaction too old'),
      functionName: 'multicall',
    })
    const error = new ContractFunctionExecutionError(reverted, {
      abi,
      functionName: 'multicall',
      args: [0n, []],
    })
    expect(extractRevertReason(error)).toBe('Transaction too old')
  })

  it('decodes Error(string) data of a raw call error', () => {
    // The node's message says nothing useful; only the data carries the reason.
    expect(extractRevertReason(callError('UniswapV2: K', 'execution reverted'))).toBe(
      'UniswapV2: K',
    )
  })

  it('decodes data nested as { data: { data } }', () => {
    expect(extractRevertReason({ message: 'x', data: { data: revertData('STF') } })).toBe('STF')
  })

  it('names a panic by its code', () => {
    const data = encodeErrorResult({ abi: errorAbi, errorName: 'Panic', args: [0x11n] })
    expect(extractRevertReason({ message: 'reverted', data })).toBe('Panic(0x11)')
  })

  it("reads hardhat's reason-string text when there is no data", () => {
    const rpc = new RpcRequestError({
      body: {},
      error: {
        code: -32603,
        message:
          "Error: VM Exception while processing transaction: reverted with reason string 'Too much requested'",
      },
      url: 'http://x',
    })
    expect(extractRevertReason(new EstimateGasExecutionError(rpc, {}))).toBe('Too much requested')
  })

  it("falls back to the innermost viem short message, not viem's long text", () => {
    const rpc = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'insufficient funds for gas' },
      url: 'http://x',
    })
    expect(extractRevertReason(new TransactionExecutionError(rpc, { account: null }))).toBe(
      'insufficient funds for gas',
    )
  })

  it('returns undefined for nothing', () => {
    expect(extractRevertReason(undefined)).toBeUndefined()
    expect(extractRevertReason(null)).toBeUndefined()
    expect(extractRevertReason({})).toBeUndefined()
  })

  it('survives a cyclic chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' }
    a.cause = a
    expect(extractRevertReason(a)).toBe('a')
  })
})

describe('isUserRejection', () => {
  it('detects code 4001 anywhere in the chain', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(
      isUserRejection(
        new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), {
          account: null,
        }),
      ),
    ).toBe(true)
    expect(isUserRejection({ data: { originalError: { code: 4001 } } })).toBe(true)
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true)
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(true)
  })

  it('does not take other failures for a rejection', () => {
    expect(isUserRejection(callError('STF'))).toBe(false)
    expect(isUserRejection({ code: -32603, message: 'Internal error' })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
