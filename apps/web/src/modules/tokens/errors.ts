// One base error for the tokens module (STYLE.md: viem-style errors extend one base), so
// callers can tell list failures from programming errors and show `message` verbatim. The message
// is written in the active language when the error is raised (issue 11 §4).
import { i18n } from '../../i18n'
import { TOKEN_STRINGS } from './strings'

export class TokenListError extends Error {
  override name = 'TokenListError'
}

/** spec 01 §8: 'Failed to fetch list: {url}' when every gateway failed. */
export class FetchListError extends TokenListError {
  override name = 'FetchListError'
  constructor(url: string) {
    super(i18n._({ ...TOKEN_STRINGS.failedToFetchList, values: { url } }))
  }
}

/** spec 01 §8: 'Token list failed validation: {details}'. */
export class ListValidationError extends TokenListError {
  override name = 'ListValidationError'
  constructor(details: string) {
    super(i18n._({ ...TOKEN_STRINGS.failedValidation, values: { details } }))
  }
}

/** spec 01 §8: 'Failed to resolve ENS name: {name}'. */
export class EnsResolutionError extends TokenListError {
  override name = 'EnsResolutionError'
  constructor(ensName: string) {
    super(i18n._({ ...TOKEN_STRINGS.failedToResolveEns, values: { name: ensName } }))
  }
}
