// resolveEnsAddress against the live devnet (integration project): the local L1's ENS has
// `alice.tidepool.eth` → accounts[3] (packages/devnet deploy/extras.ts), as the swap's recipient
// by name uses it (issue 5).
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveEnsAddress } from './ens'

// Provided by the integration project's global setup (packages/devnet/src/testing/globalSetup.ts).
const { manifest, l1 } = devnetL1()
const ens = l1.ens
if (!ens) throw new Error('manifest lacks the L1 or its ENS')
const client = createPublicClient({ transport: http(l1.rpcUrl) })

describe('ENS addresses on the devnet', () => {
  it('resolves alice.tidepool.eth to the fourth test account, as the manifest says', async () => {
    const alice = manifest.accounts[3]?.address
    expect(ens.addresses).toEqual({ 'alice.tidepool.eth': alice })
    expect(await resolveEnsAddress(client, ens.registry, 'alice.tidepool.eth')).toBe(alice)
  })

  it('gives null for a name without an addr record and for an unknown name', async () => {
    // tokens.tidepool.eth has a resolver with a contenthash but no address.
    expect(await resolveEnsAddress(client, ens.registry, 'tokens.tidepool.eth')).toBeNull()
    expect(await resolveEnsAddress(client, ens.registry, 'bob.tidepool.eth')).toBeNull()
  })
})
