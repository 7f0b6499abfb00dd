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
    ['TRANSFER_FROM_FAILED', SWAP_ERROR_MESSAGES.inputTransfer], // Permit2 (issue 35)
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

describe('the Universal Router’s custom errors (issue 31)', () => {
  /** What viem's `call` throws for a custom error's revert data. */
  function customError(data: `0x${string}`) {
    const rpc = new RpcRequestError({
      body: { method: 'eth_call' },
      error: { code: 3, message: 'execution reverted', data },
      url: 'http://127.0.0.1:8545',
    })
    return new CallExecutionError(new ExecutionRevertedError({ cause: rpc }), {})
  }
  const abi = parseAbi([
    'error V4TooLittleReceived(uint256 minAmountOutReceived, uint256 amountReceived)',
    'error V3TooLittleReceived()',
    'error InsufficientToken()',
    'error SignatureExpired(uint256 signatureDeadline)',
    'error InvalidNonce()',
    'error InvalidSigner()',
    'error AllowanceExpired(uint256 deadline)',
    'error InsufficientAllowance(uint256 amount)',
    'error TransactionDeadlinePassed()',
    'error WrappedError(address target, bytes4 selector, bytes reason, bytes details)',
  ])
  it.each([
    ['V4TooLittleReceived', [5n, 4n], SWAP_ERROR_MESSAGES.routerSlippage],
    ['V3TooLittleReceived', [], SWAP_ERROR_MESSAGES.routerSlippage],
    ['InsufficientToken', [], SWAP_ERROR_MESSAGES.routerSlippage],
    ['SignatureExpired', [1n], SWAP_ERROR_MESSAGES.permitExpired],
    ['InvalidNonce', [], SWAP_ERROR_MESSAGES.permitUsed],
    ['InvalidSigner', [], SWAP_ERROR_MESSAGES.permitInvalid],
    ['AllowanceExpired', [1n], SWAP_ERROR_MESSAGES.permit2Allowance],
    ['InsufficientAllowance', [1n], SWAP_ERROR_MESSAGES.permit2Allowance],
    ['TransactionDeadlinePassed', [], SWAP_ERROR_MESSAGES.expired],
    [
      'WrappedError',
      ['0x7d00000000000000000000000000000000040044', '0x12345678', '0x', '0x'],
      SWAP_ERROR_MESSAGES.hookRefused,
    ],
  ] as const)('maps %s from its revert data', (errorName, args, message) => {
    const data = encodeErrorResult({ abi, errorName, args: args as never })
    expect(swapErrorToUserReadableMessage(customError(data))).toBe(message)
  })

  it('reads the command’s own error inside the router’s ExecutionFailed, also from hardhat’s text', () => {
    const inner = encodeErrorResult({ abi, errorName: 'SignatureExpired', args: [1n] })
    const wrapped = encodeErrorResult({
      abi: parseAbi(['error ExecutionFailed(uint256 commandIndex, bytes message)']),
      errorName: 'ExecutionFailed',
      args: [0n, inner],
    })
    expect(swapErrorToUserReadableMessage(customError(wrapped))).toBe(
      SWAP_ERROR_MESSAGES.permitExpired,
    )
    const text = `VM Exception while processing transaction: reverted with an unrecognized custom error (return data: ${wrapped})`
    expect(swapErrorToUserReadableMessage(new Error(text))).toBe(SWAP_ERROR_MESSAGES.permitExpired)
  })

  it('leaves an unknown custom error to the unknown-error text', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Nope()']), errorName: 'Nope' })
    expect(swapErrorToUserReadableMessage(customError(data))).toMatch(/^Unknown error/)
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
