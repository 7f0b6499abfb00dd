// spec 01 §2 Shell: the Pool link is also active on paths starting with /add, /remove,
// /increase and /find; and on /migrate (issue 34 #11: the v2 → v3 migration is a liquidity
// screen, reached from the pool lists; the spec's list predates it).
const POOL_PREFIXES = ['/pool', '/add', '/remove', '/increase', '/find', '/migrate'] as const

const under = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

export function isPoolNavActive(pathname: string): boolean {
  return POOL_PREFIXES.some((prefix) => under(pathname, prefix))
}

export function isSwapNavActive(pathname: string): boolean {
  return under(pathname, '/swap')
}
