// spec 01 §7.5/§7.6: an ENS list name is resolved on the L1 — registry.resolver(node), then
// resolver.contenthash(node) — as plain reads (the devnet's ENS has no universal resolver, so
// viem's getEnsResolver cannot be used). Any failure is 'Failed to resolve ENS name: {name}'.
import type { Address, Client, Hex } from 'viem'
import { ensResolverAbi } from '../../../chain/abis/ens'
import { ensNode, readEnsResolver } from '../../../chain/ens'
import { EnsResolutionError } from '../errors'

export interface ResolveEnsContenthashParameters {
  client: Client
  /** The ENS registry on the chain `client` reads (mainnet's, or the devnet's from its manifest). */
  registry: Address
  name: string
}

/** The raw contenthash (0x-hex) of `name`; throws EnsResolutionError when there is none. */
export async function resolveEnsContenthash({
  client,
  registry,
  name,
}: ResolveEnsContenthashParameters): Promise<Hex> {
  const node = ensNode(name)
  try {
    const resolver = await readEnsResolver(client, registry, node)
    if (resolver === null) throw new EnsResolutionError(name)
    // viem's read path loads with the first read, not with the page (issue 11 bundle budget).
    const { readContract } = await import('../../../chain/readActions')
    const hash = await readContract(client, {
      address: resolver,
      abi: ensResolverAbi,
      functionName: 'contenthash',
      args: [node],
    })
    if (hash === '0x') throw new EnsResolutionError(name)
    return hash
  } catch (e) {
    if (e instanceof EnsResolutionError) throw e
    throw new EnsResolutionError(name)
  }
}
