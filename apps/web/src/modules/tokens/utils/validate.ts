// spec 01 §3 "Token list: must pass the standard token-list schema" and §8 'Token list failed
// validation: {details}'. ajv and the schema are loaded on first use (dynamic import), so they
// stay out of the initial bundle.
import { ListValidationError } from '../errors'
import type { TokenList } from '../types'

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath?: string; message?: string }[] | null
}

let validatorPromise: Promise<Validator> | undefined

async function loadValidator(): Promise<Validator> {
  const [{ Ajv }, formats, schema] = await Promise.all([
    import('ajv'),
    import('ajv-formats'),
    import('@uniswap/token-lists/src/tokenlist.schema.json'),
  ])
  const ajv = new Ajv({ allErrors: true, verbose: true })
  formats.default(ajv)
  return ajv.compile(schema.default)
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
  validatorPromise ??= loadValidator()
  const validate = await validatorPromise
  if (!validate(json)) throw new ListValidationError(formatValidationErrors(validate.errors))
  return json as TokenList
}
