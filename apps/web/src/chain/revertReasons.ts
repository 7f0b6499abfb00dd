// spec 01 §8 "Swap revert mapping": a swap that would revert is explained in the user's words.
// The spec abbreviates some texts; the full sentences are the reference interface's of the same
// era (SwapRouter02, 'Unknown error: "{reason}"'). `extractRevertReason` digs the router's
// revert string out of whatever the node, viem or a wallet threw (spec 01 §7.7: when the gas
// estimate fails, a plain call is made to extract the revert reason).
import { BaseError, decodeErrorResult, type Hex, isHex } from 'viem'
import { solidityErrorsAbi, universalRouterErrorsAbi } from './abis/errors'

export const SWAP_ERROR_MESSAGES = {
  expired:
    'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
  v2Slippage:
    'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
  inputTransfer:
    'The input token cannot be transferred. There may be an issue with the input token.',
  outputTransfer:
    'The output token cannot be transferred. There may be an issue with the output token.',
  invariantK:
    'The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.',
  v3Slippage:
    'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
  v3OutputTransfer:
    'The output token cannot be transferred. There may be an issue with the output token. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
  executionError:
    'An error occurred when trying to execute this swap. You may need to increase your slippage tolerance. If that does not work, there may be an incompatibility with the token you are trading. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
  // Issue 31: the Universal Router, Permit2 and v4 hooks, in the table's words and style.
  routerSlippage:
    'This transaction will not succeed due to price movement. Try increasing your slippage tolerance.',
  permitExpired: 'The approval signature has expired. Sign it again to swap.',
  permitUsed: 'This approval signature was already used. Sign a new one to swap.',
  permitInvalid: 'The approval signature does not match your account. Sign it again to swap.',
  permit2Allowance:
    'The router’s allowance for this token is too small or has expired. Approve it again to swap.',
  hookRefused: 'The pool’s hook refused this swap. Try another amount or route.',
} as const

/** Issue 31: the Universal Router's custom errors (by name) → the table's message keys. */
const ROUTER_ERRORS: Readonly<Record<string, keyof typeof SWAP_ERROR_MESSAGES>> = {
  TransactionDeadlinePassed: 'expired',
  V2TooLittleReceived: 'routerSlippage',
  V2TooMuchRequested: 'routerSlippage',
  V3TooLittleReceived: 'routerSlippage',
  V3TooMuchRequested: 'routerSlippage',
  V4TooLittleReceived: 'routerSlippage',
  V4TooMuchRequested: 'routerSlippage',
  InsufficientToken: 'routerSlippage',
  InsufficientETH: 'routerSlippage',
  SignatureExpired: 'permitExpired',
  InvalidNonce: 'permitUsed',
  InvalidSigner: 'permitInvalid',
  InvalidSignature: 'permitInvalid',
  InvalidSignatureLength: 'permitInvalid',
  InsufficientAllowance: 'permit2Allowance',
  AllowanceExpired: 'permit2Allowance',
  WrappedError: 'hookRefused',
}

/** spec 01 §8 'Otherwise': the reason, if any, is quoted inside the sentence. */
export function unknownSwapErrorMessage(reason: string | undefined): string {
  return `Unknown error${reason ? `: "${reason}"` : ''}. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
}

/**
 * spec 01 §8: the other swap texts (wallet rejection, generic send failure, gas estimate). The
 * catalogue's 'Unexpected error. Could not estimate gas for the swap.' belongs to the reference's
 * several-candidate-calls loop; with one SwapRouter02 call every failure has a mapped reason.
 */
export const TRANSACTION_REJECTED = 'Transaction rejected.'
export const swapFailedMessage = (reason: string): string => `Swap failed: ${reason}`
export const GAS_ESTIMATE_UNEXPECTED = 'Unexpected issue with estimating the gas. Please try again.'

const EXECUTION_REVERTED_PREFIX = 'execution reverted: '

interface ErrorLike {
  reason?: unknown
  message?: unknown
  shortMessage?: unknown
  details?: unknown
  data?: unknown
  error?: unknown
  cause?: unknown
  code?: unknown
  name?: unknown
}

const asErrorLike = (value: unknown): ErrorLike | undefined =>
  typeof value === 'object' && value !== null ? (value as ErrorLike) : undefined

/** Every error object in the chain: viem's `cause`, ethers' `error`, MetaMask's originalError. */
function errorChain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    const e = asErrorLike(current)
    if (!e) break
    out.push(e)
    const data = asErrorLike(e.data) as { originalError?: unknown } | undefined
    current = e.cause ?? e.error ?? data?.originalError
  }
  return out
}

/**
 * Decodes Error(string) / Panic(uint256) revert data, and (issue 31) the Universal Router's
 * custom errors to their names; undefined for anything else.
 */
export function decodeRevertData(data: Hex): string | undefined {
  if (data.length < 10) return undefined
  try {
    const decoded = decodeErrorResult({ abi: solidityErrorsAbi, data })
    if (decoded.errorName === 'Error') return decoded.args[0]
    return `Panic(0x${decoded.args[0].toString(16)})`
  } catch {
    try {
      const decoded = decodeErrorResult({ abi: universalRouterErrorsAbi, data })
      // The router wraps a failed command's revert: the command's own error is the reason.
      if (decoded.errorName === 'ExecutionFailed') return decodeRevertData(decoded.args[1])
      return decoded.errorName
    } catch {
      return undefined
    }
  }
}

/** Revert data carried by a node error: `data` as hex, or `{ data: hex }` (some nodes nest it). */
function revertDataOf(e: ErrorLike): Hex | undefined {
  if (typeof e.data === 'string' && isHex(e.data)) return e.data
  const nested = asErrorLike(e.data)?.data
  return typeof nested === 'string' && isHex(nested) ? nested : undefined
}

/** Node texts that carry a reason string: hardhat, geth ('execution reverted: X'), viem. */
const REASON_PATTERNS = [
  /reverted with reason string '([^']*)'/,
  /Execution reverted with reason: (.*?)\.?$/m,
  /execution reverted: (.*)$/m,
]

function reasonFromText(text: string): string | undefined {
  // Hardhat names a custom error it cannot decode by its return data (issue 31: the router's).
  const data = /return data: (0x[0-9a-fA-F]+)/.exec(text)?.[1]
  const decoded = data ? decodeRevertData(data as Hex) : undefined
  if (decoded !== undefined) return decoded
  for (const pattern of REASON_PATTERNS) {
    const match = pattern.exec(text)
    if (match?.[1] !== undefined) return match[1]
  }
  return undefined
}

const stripPrefix = (reason: string): string =>
  reason.startsWith(EXECUTION_REVERTED_PREFIX)
    ? reason.slice(EXECUTION_REVERTED_PREFIX.length)
    : reason

/**
 * The revert reason of a failed call or transaction, or — when there is none — the innermost
 * message (spec 01 §8 'Swap failed: {reason}': "the nested error reason or message with an
 * 'execution reverted: ' prefix stripped"). Undefined when the error says nothing at all.
 */
export function extractRevertReason(error: unknown): string | undefined {
  if (typeof error === 'string') return stripPrefix(error)
  const chain = errorChain(error)
  // 1. A decoded reason: viem's ContractFunctionRevertedError.reason, ethers' error.reason.
  for (const e of chain) if (typeof e.reason === 'string' && e.reason) return stripPrefix(e.reason)
  // 2. Raw revert data anywhere in the chain (eth_call / eth_estimateGas JSON-RPC errors).
  for (const e of chain) {
    const data = revertDataOf(e)
    const decoded = data ? decodeRevertData(data) : undefined
    if (decoded !== undefined) return decoded
  }
  // 3. A reason inside a node's text, innermost first.
  for (const e of [...chain].reverse()) {
    for (const text of [e.details, e.message]) {
      const found = typeof text === 'string' ? reasonFromText(text) : undefined
      if (found !== undefined) return found
    }
  }
  // 4. The innermost short message (viem) or message (anything else).
  for (const e of [...chain].reverse()) {
    const text = e instanceof BaseError ? e.shortMessage : e.message
    if (typeof text === 'string' && text) return stripPrefix(text)
  }
  return undefined
}

const REJECTION_TEXT = /user rejected|user denied|rejected the request|cancell?ed by user/i

/** A wallet refusal (EIP-1193 code 4001, ethers' ACTION_REJECTED, viem's UserRejectedRequestError). */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(
    (e) =>
      e.code === 4001 ||
      e.code === 'ACTION_REJECTED' ||
      e.name === 'UserRejectedRequestError' ||
      (typeof e.message === 'string' && REJECTION_TEXT.test(e.message) && e.code === undefined),
  )
}

/** spec 01 §8 "Swap revert mapping": the whole table; `error` may be a reason string. */
export function swapErrorToUserReadableMessage(error: unknown): string {
  const reason = extractRevertReason(error)
  switch (reason) {
    case 'UniswapV2Router: EXPIRED':
    // SwapRouter02's deadline check (v3-periphery PeripheryValidation) says it this way: the
    // spec's "Router expired" row covers both routers.
    case 'Transaction too old':
      return SWAP_ERROR_MESSAGES.expired
    case 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT':
    case 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT':
      return SWAP_ERROR_MESSAGES.v2Slippage
    case 'TransferHelper: TRANSFER_FROM_FAILED':
    // Issue 35 (the spec's table predates Permit2): the Universal Router pulls the input through
    // Permit2, whose solmate SafeTransferLib says it without the prefix.
    case 'TRANSFER_FROM_FAILED':
      return SWAP_ERROR_MESSAGES.inputTransfer
    case 'UniswapV2: TRANSFER_FAILED':
      return SWAP_ERROR_MESSAGES.outputTransfer
    case 'UniswapV2: K':
      return SWAP_ERROR_MESSAGES.invariantK
    case 'Too little received':
    case 'Too much requested':
    case 'STF':
      return SWAP_ERROR_MESSAGES.v3Slippage
    case 'TF':
      return SWAP_ERROR_MESSAGES.v3OutputTransfer
    default: {
      const routerError = reason === undefined ? undefined : ROUTER_ERRORS[reason]
      if (routerError) return SWAP_ERROR_MESSAGES[routerError]
      if (reason?.includes('undefined is not an object')) return SWAP_ERROR_MESSAGES.executionError
      return unknownSwapErrorMessage(reason)
    }
  }
}
