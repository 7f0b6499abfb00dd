// spec 01 §2 Shell: the error page offers a prefilled issue, only on the production host. The
// report names the hash route so the matching form can be attached (spec 01 §2 "URL query
// parameters": swap, add v2 or v3, remove v2 or v3); form state joins when those stores exist.

export function isProductionHost(hostname: string, productionHost: string): boolean {
  return hostname.toLowerCase() === productionHost.toLowerCase()
}

/** The form a crash on this hash route concerns, if any. */
export function crashedForm(
  hash: string,
): 'swap' | 'add v2' | 'add v3' | 'remove v2' | 'remove v3' | null {
  const path = hash.replace(/^#/, '').split('?')[0] ?? ''
  if (/^\/swap(\/|$)/.test(path)) return 'swap'
  if (/^\/add\/v2(\/|$)/.test(path)) return 'add v2'
  if (/^\/(add|increase)(\/|$)/.test(path)) return 'add v3'
  if (/^\/remove\/v2(\/|$)/.test(path)) return 'remove v2'
  if (/^\/remove(\/|$)/.test(path)) return 'remove v3'
  return null
}

/** A new-issue URL prefilled with the error, its stack, the route and the browser. */
export function issueUrl({
  issuesUrl,
  error,
  hash,
  userAgent,
}: {
  issuesUrl: string
  error: Error
  hash: string
  userAgent: string
}): string {
  const form = crashedForm(hash)
  const body = [
    '## Error',
    '```',
    error.stack ?? `${error.name}: ${error.message}`,
    '```',
    '## Where',
    `Route: \`${hash || '#/'}\``,
    form ? `Form: ${form}` : null,
    `Browser: ${userAgent}`,
  ]
    .filter((line) => line !== null)
    .join('\n')
  const params = new URLSearchParams({
    title: `Crash report: ${error.name}: ${error.message}`.slice(0, 200),
    labels: 'bug',
    body,
  })
  return `${issuesUrl}?${params.toString()}`
}
