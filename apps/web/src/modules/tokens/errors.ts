// One base error for the tokens module (STYLE.md: viem-style errors extend one base), so
// callers can tell list failures from programming errors and show `message` verbatim.
import { formatMessage } from '../../i18n'
import { TOKEN_STRINGS } from './strings'

export class TokenListError extends Error {
  override name = 'TokenListError'
}

/** spec 01 §8: 'Failed to fetch list: {url}' when every gateway failed. */
export class FetchListError extends TokenListError {
  override name = 'FetchListError'
  constructor(url: string) {
    super(formatMessage(TOKEN_STRINGS.failedToFetchList, { url }))
  }
}

/** spec 01 §8: 'Token list failed validation: {details}'. */
export class ListValidationError extends TokenListError {
  override name = 'ListValidationError'
  constructor(details: string) {
    super(formatMessage(TOKEN_STRINGS.failedValidation, { details }))
  }
}

/** spec 01 §8: 'Failed to resolve ENS name: {name}'. */
export class EnsResolutionError extends TokenListError {
  override name = 'EnsResolutionError'
  constructor(ensName: string) {
    super(formatMessage(TOKEN_STRINGS.failedToResolveEns, { name: ensName }))
  }
}
