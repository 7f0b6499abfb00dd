import { type Gateways, PUBLIC_GATEWAYS } from '../../../lib/contentUri'
import { parseListLocation } from './listUrl'

/**
 * The Lists tab's 'View list' link (spec 01 §2 info popup): the URL itself, or the first gateway
 * URL of an ipfs/ipns/ar location. ENS names get no link: their content URI is only known after
 * an async contenthash lookup, and a link to the bare name would open nothing useful.
 */
export function viewListUrl(
  listUrl: string,
  gateways: Gateways = PUBLIC_GATEWAYS,
): string | undefined {
  const location = parseListLocation(listUrl)
  if (!location || location.kind === 'ens') return undefined
  if ('url' in location) return location.url
  const base = gateways[location.kind][0]
  return base === undefined ? undefined : `${base}${location.path}`
}
