// Primary names and avatars against the live devnet (integration project): accounts[8] has
// `tidepool-user.tidepool.eth` with an ERC-721 avatar (a v3 position it holds), accounts[9] a
// reverse record naming a name that resolves elsewhere (packages/devnet deploy/extras.ts).
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { type Address, createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { readEnsIdentity, resolveEnsAvatar } from './ensIdentity'

const { manifest, l1 } = devnetL1()
const ens = l1.ens
if (!ens) throw new Error('manifest lacks the L1 or its ENS')
const client = createPublicClient({ transport: http(l1.rpcUrl) })
const registry = ens.registry
const multicallAddress = l1.contracts.multicall3
const identities = ens.identities ?? []
const verified = identities.find((i) => i.verified)
const unverified = identities.find((i) => !i.verified)
const toHttpUrls = (uri: string) => (uri.startsWith('https://') ? [uri] : [])
const ctx = (owner: Address) => ({
  owner,
  clientFor: (chainId: number) => (chainId === l1.chainId ? client : undefined),
  toHttpUrls,
})

describe('ENS identity on the devnet', () => {
  it("reads the primary name and its avatar record, the avatar an SVG from the NFT's metadata", async () => {
    if (!verified?.avatar) throw new Error('manifest lacks a verified identity with an avatar')
    expect(verified.address).toBe(manifest.accounts[8]?.address)
    const identity = await readEnsIdentity(client, {
      registry,
      account: verified.address,
      multicallAddress,
    })
    expect(identity).toEqual({ name: verified.name, avatar: verified.avatar })
    const urls = await resolveEnsAvatar(verified.avatar, ctx(verified.address))
    expect(urls).toHaveLength(1)
    expect(urls[0]).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('gives no avatar to an account that does not hold the NFT', async () => {
    if (!verified?.avatar) throw new Error('no avatar')
    const other = manifest.accounts[2]?.address as Address
    expect(await resolveEnsAvatar(verified.avatar, ctx(other))).toEqual([])
  })

  it('drops a reverse record whose name resolves elsewhere, and gives null without one', async () => {
    if (!unverified) throw new Error('manifest lacks the unverified identity')
    expect(
      await readEnsIdentity(client, { registry, account: unverified.address, multicallAddress }),
    ).toBeNull()
    const none = manifest.accounts[0]?.address as Address
    expect(await readEnsIdentity(client, { registry, account: none, multicallAddress })).toBeNull()
  })
})
