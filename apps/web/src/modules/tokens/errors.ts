// One base error for the tokens module (STYLE.md: viem-style errors extend one base), so
// callers can tell list failures from programming errors and show `message` verbatim. The message
// is written in the active language when the error is raised (issue 11 §4). Its code is the
// sentence's key in TOKEN_STRINGS (spec 01 §8 token rows), an AppError like every app error.
import { AppError, type MessageValues } from '../../lib/errors'
import { TOKEN_STRINGS } from './strings'

export type TokenListErrorCode =
  | 'failedToFetchList'
  | 'failedValidation'
  | 'failedToResolveEns'
  | 'failedToTranslateContenthash'
  | 'unrecognizedProtocol'
  | 'invalidTokenAddress'

export class TokenListError extends AppError<TokenListErrorCode> {
  override name = 'TokenListError'
  constructor(code: TokenListErrorCode, values?: MessageValues) {
    super({ code, descriptor: TOKEN_STRINGS[code], values })
  }
}

/** spec 01 §8: 'Failed to fetch list: {url}' when every gateway failed. */
export class FetchListError extends TokenListError {
  override name = 'FetchListError'
  constructor(url: string) {
    super('failedToFetchList', { url })
  }
}

/** spec 01 §8: 'Token list failed validation: {details}'. */
export class ListValidationError extends TokenListError {
  override name = 'ListValidationError'
  constructor(details: string) {
    super('failedValidation', { details })
  }
}

/** spec 01 §8: 'Failed to resolve ENS name: {name}'. */
export class EnsResolutionError extends TokenListError {
  override name = 'EnsResolutionError'
  constructor(ensName: string) {
    super('failedToResolveEns', { name: ensName })
  }
}
