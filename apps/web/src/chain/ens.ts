// ENS reads as plain actions (spec 01 §5 "Recipient", §7.5): registry.resolver(node), then the
// resolver's record. Plain reads rather than viem's getEnsAddress: the devnet's ENS has no
// universal resolver, and these work on any registry (mainnet's, or the devnet's from its
// manifest). The tokens module's resolveEnsContenthash reads through `readEnsResolver` too.
// Which registry answers for a chain is the chain table's (`ensRegistry`): ensHome.ts.
import { type Address, type Client, type Hex, namehash, zeroAddress } from 'viem'
import { ensRegistryAbi, ensResolverAbi } from './abis/ens'

/** viem's read path, loaded with the first lookup (see readActions.ts). */
const loadReads = () => import('./readActions')

/**
 * The ENS node of `name`. ASCII names are lower-cased (what ENS normalisation does to them);
 * other names are hashed as given — full UTS-46 normalisation would add a large table to the
 * swap screen for names our users do not type.
 */
export function ensNode(name: string): Hex {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range test needs \x00
  return namehash(/^[\x00-\x7f]*$/.test(name) ? name.toLowerCase() : name)
}

/** The resolver `registry` names for `node`, or null when none is set. */
export async function readEnsResolver(
  client: Client,
  registry: Address,
  node: Hex,
): Promise<Address | null> {
  const { readContract } = await loadReads()
  const resolver = await readContract(client, {
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  return resolver === zeroAddress ? null : resolver
}

/**
 * The address `name` resolves to on `registry`'s chain, or null when the name has no resolver,
 * no addr record (zero address) or a resolver without addr(). RPC failures are thrown: "cannot
 * tell" must not read as "no such name".
 */
export async function resolveEnsAddress(
  client: Client,
  registry: Address,
  name: string,
): Promise<Address | null> {
  const node = ensNode(name)
  const resolver = await readEnsResolver(client, registry, node)
  if (!resolver) return null
  const reads = await loadReads()
  const { readContract } = reads
  try {
    const address = await readContract(client, {
      address: resolver,
      abi: ensResolverAbi,
      functionName: 'addr',
      args: [node],
    })
    return address === zeroAddress ? null : address
  } catch (e) {
    if (isMissingRecord(e, reads)) return null
    throw e
  }
}

/** The resolver reverted or is not a contract: it has no address record for us. */
function isMissingRecord(e: unknown, errors: Awaited<ReturnType<typeof loadReads>>): boolean {
  return (
    e instanceof errors.BaseError &&
    e.walk(
      (c) =>
        c instanceof errors.ContractFunctionRevertedError ||
        c instanceof errors.ContractFunctionZeroDataError,
    ) !== null
  )
}
