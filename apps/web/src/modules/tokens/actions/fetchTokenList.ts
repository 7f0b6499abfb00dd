// spec 01 §7.5: GET the list JSON by URL. An ENS name resolves to a contenthash first; ipfs,
// ipns and ar go through gateways tried in turn; 'Failed to fetch list: {url}' when all fail.
// The body must pass the token-list schema (validate.ts).
import type { Hex } from 'viem'
import { type Gateways, PUBLIC_GATEWAYS, uriToHttpUrls } from '../../../lib/contentUri'
import { FetchListError, TokenListError } from '../errors'
import type { TokenList } from '../types'
import { parseListLocation } from '../utils/listUrl'
import { validateTokenList } from '../utils/validate'

export interface FetchTokenListParameters {
  listUrl: string
  /** Resolves an ENS name to its contenthash (resolveEnsContenthash bound to an L1 client). */
  resolveEnsContenthash: (name: string) => Promise<Hex>
  gateways?: Gateways
  fetch?: typeof globalThis.fetch
  /** Called for each gateway that failed (spec 01 §8: token-list failures are logged). */
  log?: (message: string) => void
  /** How long one location may take to answer before the next is tried. */
  timeoutMs?: number
}

/**
 * A location that does not answer in this time counts as failed (issue 34 #7): a host that never
 * answered left its list at 'Loading…', switched on, and kept the page's network busy. 5 s holds
 * the largest public list (~0.5 MB) on a slow connection.
 */
export const LIST_FETCH_TIMEOUT_MS = 5_000

/** The HTTP URLs to try for a list location, resolving ENS names on the way. */
export async function resolveListUrls({
  listUrl,
  resolveEnsContenthash,
  gateways = PUBLIC_GATEWAYS,
}: Pick<FetchTokenListParameters, 'listUrl' | 'resolveEnsContenthash' | 'gateways'>): Promise<
  string[]
> {
  const location = parseListLocation(listUrl)
  let uri = listUrl
  if (location?.kind === 'ens') {
    const contenthash = await resolveEnsContenthash(location.name)
    // Loaded on first use: only ENS lists need the content-hash codecs (keeps them out of the
    // initial bundle, like ajv in validate.ts).
    const { contenthashToUri } = await import('../utils/contenthash')
    try {
      uri = `${contenthashToUri(contenthash)}${location.path}`
    } catch {
      throw new TokenListError('failedToTranslateContenthash')
    }
  }
  const urls = uriToHttpUrls(uri, gateways)
  if (urls.length === 0) throw new TokenListError('unrecognizedProtocol')
  return urls
}

export async function fetchTokenList(params: FetchTokenListParameters): Promise<TokenList> {
  const { listUrl, fetch: fetchFn = globalThis.fetch, log } = params
  const timeoutMs = params.timeoutMs ?? LIST_FETCH_TIMEOUT_MS
  const urls = await resolveListUrls(params)
  for (const url of urls) {
    let body: unknown
    // setTimeout rather than AbortSignal.timeout, so a test's page clock can run it out.
    const abort = new AbortController()
    const timer = setTimeout(
      () => abort.abort(new Error(`no answer in ${timeoutMs} ms`)),
      timeoutMs,
    )
    try {
      const response = await fetchFn(url, { credentials: 'omit', signal: abort.signal })
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
      body = await response.json()
    } catch (e) {
      const reason = abort.signal.aborted ? abort.signal.reason : e
      log?.(
        `list ${listUrl}: ${url} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
      )
      continue
    } finally {
      clearTimeout(timer)
    }
    // A body that arrived but fails the schema is final: another gateway serves the same bytes.
    return validateTokenList(body)
  }
  throw new FetchListError(listUrl)
}
