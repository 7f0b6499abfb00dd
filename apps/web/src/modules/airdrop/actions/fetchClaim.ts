// spec 01 §7 item 3 and §8: the claim of an address from the public claim files — the mapping,
// then the one chunk file that can hold the address. The lookup's outcomes keep the reference
// interface's texts ('Claim for {address} was not found in partial search', '… after searching
// all mappings', '… in claim file!', 'Invalid address'). Results are cached per base URL and
// address; a failed download is not (the next look retries it).

import { type Address, getAddress, isAddress } from 'viem'
import { AppError } from '../../../lib/errors'
import {
  type AirdropClaim,
  type ClaimMapping,
  findChunk,
  parseChunkEntry,
  parseMapping,
} from '../utils/claimFile'

/** Why an address has no claim (spec 01 §8), or why the files could not be used. */
export type ClaimLookupErrorKind =
  | 'invalidAddress'
  | 'partialSearch'
  | 'allMappings'
  | 'claimFile'
  /** The files could not be downloaded or are not in the expected format. */
  | 'unavailable'

/** Its code is its kind; the message is the reference interface's English (logs, tests). */
export class ClaimLookupError extends AppError<ClaimLookupErrorKind> {
  override name = 'ClaimLookupError'
  readonly kind: ClaimLookupErrorKind
  readonly address: string
  constructor(kind: ClaimLookupErrorKind, address: string, options?: { cause?: unknown }) {
    super({ code: kind, message: lookupMessage(kind, address), cause: options?.cause })
    this.kind = kind
    this.address = address
  }
  /** The address has no entry: a definite answer, unlike a download failure. */
  get isNoClaim(): boolean {
    return this.kind !== 'unavailable'
  }
}

/** spec 01 §8's texts (English; the UI shows the translated forms from strings.ts). */
function lookupMessage(kind: ClaimLookupErrorKind, address: string): string {
  switch (kind) {
    case 'invalidAddress':
      return 'Invalid address'
    case 'partialSearch':
      return `Claim for ${address} was not found in partial search`
    case 'allMappings':
      return `Claim for ${address} was not found after searching all mappings`
    case 'claimFile':
      return `Claim for ${address} was not found in claim file!`
    case 'unavailable':
      return `The claim files could not be read for ${address}`
  }
}

export interface FetchClaimParameters {
  /** The chain's claimFilesBaseUrl (ends with '/'). */
  baseUrl: string
  account: string
  fetchFn?: typeof fetch
}

const files = new Map<string, Promise<unknown>>()
const claims = new Map<string, Promise<AirdropClaim>>()

/**
 * Resolves to the address's claim entry (not yet checked against the chain: see
 * verifyClaimProof); rejects with a ClaimLookupError.
 */
export function fetchClaim({
  baseUrl,
  account,
  fetchFn = fetch,
}: FetchClaimParameters): Promise<AirdropClaim> {
  if (!isAddress(account, { strict: false }))
    return Promise.reject(new ClaimLookupError('invalidAddress', account))
  const address = getAddress(account)
  const key = `${baseUrl}|${address.toLowerCase()}`
  const cached = claims.get(key)
  if (cached) return cached
  const lookup = lookUp(baseUrl, address, fetchFn).catch((error: unknown) => {
    if (!(error instanceof ClaimLookupError && error.isNoClaim)) claims.delete(key)
    throw error
  })
  claims.set(key, lookup)
  return lookup
}

async function lookUp(baseUrl: string, address: Address, fetchFn: typeof fetch) {
  const mapping = parseMapping(await getJson(`${baseUrl}mapping.json`, address, fetchFn))
  if (!mapping) throw new ClaimLookupError('unavailable', address)
  const chunk = findChunk(mapping as ClaimMapping, address)
  if ('missing' in chunk)
    throw new ClaimLookupError(
      chunk.missing === 'partial' ? 'partialSearch' : 'allMappings',
      address,
    )
  const entry = parseChunkEntry(
    await getJson(`${baseUrl}${chunk.found}.json`, address, fetchFn),
    address,
  )
  if (entry === undefined) throw new ClaimLookupError('claimFile', address)
  if (entry === null) throw new ClaimLookupError('unavailable', address)
  return entry
}

/** One download per URL at a time; a failure is forgotten so that it is retried. */
function getJson(url: string, address: string, fetchFn: typeof fetch): Promise<unknown> {
  const cached = files.get(url)
  if (cached) return cached
  const request = fetchFn(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
      return response.json() as Promise<unknown>
    })
    .catch((cause: unknown) => {
      files.delete(url)
      throw new ClaimLookupError('unavailable', address, { cause })
    })
  files.set(url, request)
  return request
}

/** Forgets every cached file and claim (tests; a page whose files changed). */
export function clearClaimCache(): void {
  files.clear()
  claims.clear()
}
