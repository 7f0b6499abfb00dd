// An account's ENS identity (spec 01 §7 items 6 and 10, §4 "Avatar images for names"): its
// primary name — the reverse record `<address>.addr.reverse`, kept only when the name's addr
// record points back at the account — and the image its 'avatar' text names, an NFT only when the
// account holds it. Plain reads against any registry (mainnet's, or the devnet's from its
// manifest), like ./ens.ts; the reads of one step go through the app's multicall helper.
import type { Address, Client, Hex } from 'viem'
import { namehash } from 'viem'
import { ensIdentityResolverAbi } from './abis/ensIdentity'
import { erc721AvatarAbi, erc1155AvatarAbi } from './abis/nft'
import { ensNode, readEnsResolver } from './ens'
import {
  decodeJsonDataUri,
  erc1155MetadataUri,
  imageUrls,
  isForwardVerified,
  metadataImage,
  parseAvatarRecord,
} from './ensAvatar'
import { multicallReads } from './multicall'

export interface EnsIdentity {
  name: string
  /** The 'avatar' text record as set, or null without one. */
  avatar: string | null
}

/** The reverse node of `address`: namehash('<lower-case hex without 0x>.addr.reverse'). */
export function reverseNode(address: Address): Hex {
  return namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
}

/**
 * The primary name of `account` on `registry`'s chain and its avatar record, or null when there
 * is no reverse record, no name, or the name does not resolve back to the account. RPC failures
 * are thrown (the caller shows the address either way).
 */
export async function readEnsIdentity(
  client: Client,
  p: { registry: Address; account: Address; multicallAddress?: Address | undefined },
): Promise<EnsIdentity | null> {
  const node = reverseNode(p.account)
  const reverseResolver = await readEnsResolver(client, p.registry, node)
  if (!reverseResolver) return null
  const [nameRead] = await multicallReads(client, {
    calls: [
      { address: reverseResolver, abi: ensIdentityResolverAbi, functionName: 'name', args: [node] },
    ],
    multicallAddress: p.multicallAddress,
  })
  const name = nameRead.status === 'success' ? nameRead.result.trim() : ''
  if (!name) return null
  const forwardNode = ensNode(name)
  const resolver = await readEnsResolver(client, p.registry, forwardNode)
  if (!resolver) return null
  const [addr, avatar] = await multicallReads(client, {
    calls: [
      { address: resolver, abi: ensIdentityResolverAbi, functionName: 'addr', args: [forwardNode] },
      {
        address: resolver,
        abi: ensIdentityResolverAbi,
        functionName: 'text',
        args: [forwardNode, 'avatar'],
      },
    ],
    multicallAddress: p.multicallAddress,
  })
  const forward = addr.status === 'success' ? addr.result : null
  if (!isForwardVerified(p.account, forward)) return null
  const record = avatar.status === 'success' ? avatar.result.trim() : ''
  return { name, avatar: record || null }
}

export interface AvatarContext {
  /** The account whose name it is: an NFT avatar counts only if this account holds the token. */
  owner: Address
  /** A client of the NFT's chain, or undefined when the app has none for it. */
  clientFor: (chainId: number) => Client | undefined
  multicallAddressFor?: (chainId: number) => Address | undefined
  /** http(s) URLs for a content URI through the app's gateways (lib/contentUri.ts uriToHttpUrls). */
  toHttpUrls: (uri: string) => string[]
  fetch?: typeof fetch
}

/**
 * The URLs to try, in order, for the image `record` names; empty when it names nothing usable
 * (an unknown form, an NFT on a chain the app does not read, not held by the owner, metadata that
 * cannot be read or has no image). Never throws.
 */
export async function resolveEnsAvatar(record: string, ctx: AvatarContext): Promise<string[]> {
  try {
    const source = parseAvatarRecord(record)
    if (!source) return []
    if (source.kind === 'image') return imageUrls(source.uri, ctx.toHttpUrls)
    const client = ctx.clientFor(source.chainId)
    if (!client) return []
    const multicallAddress = ctx.multicallAddressFor?.(source.chainId)
    let metadataUri: string
    if (source.standard === 'erc721') {
      const [owner, uri] = await multicallReads(client, {
        calls: [
          {
            address: source.contract,
            abi: erc721AvatarAbi,
            functionName: 'ownerOf',
            args: [source.tokenId],
          },
          {
            address: source.contract,
            abi: erc721AvatarAbi,
            functionName: 'tokenURI',
            args: [source.tokenId],
          },
        ],
        multicallAddress,
      })
      if (owner.status !== 'success' || !isForwardVerified(ctx.owner, owner.result)) return []
      if (uri.status !== 'success') return []
      metadataUri = uri.result
    } else {
      const [balance, uri] = await multicallReads(client, {
        calls: [
          {
            address: source.contract,
            abi: erc1155AvatarAbi,
            functionName: 'balanceOf',
            args: [ctx.owner, source.tokenId],
          },
          {
            address: source.contract,
            abi: erc1155AvatarAbi,
            functionName: 'uri',
            args: [source.tokenId],
          },
        ],
        multicallAddress,
      })
      if (balance.status !== 'success' || balance.result <= 0n) return []
      if (uri.status !== 'success') return []
      metadataUri = erc1155MetadataUri(uri.result, source.tokenId)
    }
    const image = metadataImage(await readMetadata(metadataUri, ctx))
    return image ? imageUrls(image, ctx.toHttpUrls) : []
  } catch {
    return []
  }
}

/**
 * Metadata from a data: URI, or fetched (spec 01 §7 item 10) from each gateway URL in turn. The
 * CSP's connect-src (apps/web/securityHeaders.ts) is left as it is: ipfs metadata goes through the
 * listed gateways (and the devnet's), a metadata host outside the list is refused by the browser
 * and the generated icon shows. Images need no such list: img-src allows https: and data:.
 */
async function readMetadata(uri: string, ctx: AvatarContext): Promise<unknown> {
  const inline = decodeJsonDataUri(uri)
  if (inline !== undefined) return inline
  const get = ctx.fetch ?? fetch
  for (const url of ctx.toHttpUrls(uri)) {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) return (await response.json()) as unknown
    } catch {
      // The next gateway.
    }
  }
  return null
}
