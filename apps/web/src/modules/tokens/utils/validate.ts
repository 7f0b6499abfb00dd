// spec 01 §3 "Token list: must pass the standard token-list schema" and §8 'Token list failed
// validation: {details}'. The validator is compiled from the official schema at build time and
// loaded on first use (dynamic import), so it stays out of the initial bundle.
import { ListValidationError } from '../errors'
import type { TokenList } from '../types'

/** The validator ajv compiled from the schema when the app was built (vite.tokenlistValidator.ts). */
async function loadValidator() {
  return (await import('virtual:tokenlist-validator')).default
}

/** Joins ajv's errors the way the catalogue shows them: "path message; path message". */
export function formatValidationErrors(
  errors: readonly { instancePath?: string; message?: string }[] | null | undefined,
): string {
  if (!errors || errors.length === 0) return 'unknown error'
  return errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
    .join('; ')
}

/** Validates a fetched JSON body; throws ListValidationError with the schema's details. */
export async function validateTokenList(json: unknown): Promise<TokenList> {
  const validate = await loadValidator()
  if (!validate(json)) throw new ListValidationError(formatValidationErrors(validate.errors))
  return json as TokenList
}
