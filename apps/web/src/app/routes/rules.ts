// Route decisions of spec 01 §2 "Route table" and spec 02 §2, as pure functions: each returns
// where to redirect (path plus query) or null to stay. The route components only wire them.

/** Joins a path and a query string ('' or '?a=b'). */
function withSearch(pathname: string, search: string): string {
  return search && search !== '?'
    ? `${pathname}${search.startsWith('?') ? '' : '?'}${search}`
    : pathname
}

/** Unknown paths, /send and the site root go to /swap, keeping the query (theme, ape, lng…). */
export function swapPath(search: string): string {
  return withSearch('/swap', search)
}

/** /swap/{outputCurrency} → /swap?outputCurrency={outputCurrency}, other parameters kept. */
export function swapOutputRedirect(outputCurrency: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set('outputCurrency', outputCurrency)
  return `/swap?${params.toString()}`
}

/** spec 02 §2: /add/{A}/{B}: identical ids, or both the native coin, redirect to /add/{A}. */
export function addV3Redirect(
  { currencyIdA, currencyIdB }: { currencyIdA?: string; currencyIdB?: string },
  isNative: (currencyId: string) => boolean,
): string | null {
  if (!currencyIdA || !currencyIdB) return null
  const same = currencyIdA.toLowerCase() === currencyIdB.toLowerCase()
  if (same || (isNative(currencyIdA) && isNative(currencyIdB))) return `/add/${currencyIdA}`
  return null
}

/** spec 02 §2: /add/v2/{A}/{B} with identical ids redirects to /add/v2/{A}. */
export function addV2Redirect({
  currencyIdA,
  currencyIdB,
}: {
  currencyIdA?: string
  currencyIdB?: string
}): string | null {
  if (!currencyIdA || !currencyIdB) return null
  return currencyIdA.toLowerCase() === currencyIdB.toLowerCase() ? `/add/v2/${currencyIdA}` : null
}

/**
 * A position token id as the URL gives it: decimal digits (or 0x hex, as the reference's
 * BigNumber parse accepted); null when it is not a number.
 */
export function parseTokenId(tokenId: string | undefined): bigint | null {
  if (!tokenId || !/^(\d+|0x[0-9a-f]+)$/i.test(tokenId)) return null
  return BigInt(tokenId)
}

/**
 * spec 02 §2: /remove/{tokenId} with a non-numeric id or zero redirects to /pool. /remove/v2 (a
 * v2 removal without its pair) lands on the v2 list instead (issue 34 #11): that is where its
 * pairs are.
 */
export function removeV3Redirect(tokenId: string | undefined): string | null {
  if (tokenId?.toLowerCase() === 'v2') return '/pool/v2'
  const id = parseTokenId(tokenId)
  return id === null || id === 0n ? '/pool' : null
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * spec 02 §2: /migrate/v2/{address} with an invalid liquidity-token address redirects to
 * /migrate/v2 (the caller logs 'Invalid pair address'). Mixed case must be a valid checksum; that
 * check needs a hash, so the caller passes it in.
 */
export function migrateV2Redirect(
  address: string | undefined,
  isValidAddress: (address: string) => boolean = (a) => ADDRESS.test(a),
): string | null {
  return address && isValidAddress(address) ? null : '/migrate/v2'
}
