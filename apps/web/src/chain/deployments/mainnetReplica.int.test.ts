// issue 33 "Must show": on the mainnet replica (`npm start -- --replica mainnet`, packages/devnet
// src/replica/), `eth_getCode` is non-empty at every address the table gives for chain 1.
//
// What "the table gives for chain 1" means there: on the replica the app keeps its production row
// for chain 1 (runtimeConfig.ts, issue 17: only the RPC moves), so it is publicChains.ts's
// Ethereum row: every address of its published deployment (v2, v3, v4, Universal Router,
// Permit2, wrapped ether), the contracts the app derives from it (Multicall3 besides), its USD
// reference and its ENS registry. The local devnet's own chains (31337, 412346) are another
// matter: their addresses come from their manifest, which deployed them, and are not this table.
// The replica places the real contracts at these addresses (CREATE by the original deployers'
// nonces, the v4 set by its CREATE2 salts, the rest by hardhat_setCode); what it cannot host is
// listed in CANNOT_HOST with the reason, and the test fails if that list goes stale either way.
import path from 'node:path'
import { type Devnet, REPO_ROOT, startDevnet } from '@tidepool/devnet'
import { publicClient } from '@tidepool/devnet/testing/clients'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../publicChains'

const offset = Number(process.env.TIDEPOOL_INTEGRATION_PORT_OFFSET ?? 0)
/** Past the shared integration devnet's ports (28545–28547) and replica.int.test.ts's two. */
const PORTS = { l1Port: 28545 + offset + 5, httpPort: 28545 + offset + 6 }

/** Addresses of chain 1's row the replica does not host, each with why. */
const CANNOT_HOST: Readonly<Record<string, string>> = {
  // ENS is not a Uniswap deployment: the replica places Uniswap's contracts and the tokens, and
  // deploys no name registry (the local L1 of `npm start` runs one at its own address, in its
  // manifest). Names on the replica do not resolve; spec 01 §7.5's lookups are tested there.
  'ensRegistry 0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e':
    'the replica deploys no ENS registry (not a Uniswap contract)',
}

function addressesOf(value: unknown, path: string, out: Map<string, Address>): void {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value))
    out.set(path, value as Address)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) addressesOf(v, path ? `${path}.${k}` : k, out)
}

let replica: Devnet

beforeAll(async () => {
  replica = await startDevnet({
    replica: 'mainnet',
    ...PORTS,
    stateDir: path.join(REPO_ROOT, '.devnet', 'integration-replica-table'),
  })
}, 120_000)

afterAll(async () => {
  await replica?.stop()
})

describe('the chain table on the mainnet replica (chain 1)', () => {
  it('finds code at every address of chain 1’s row, except those named as not hostable', async () => {
    const row = PUBLIC_CHAINS.find((c) => c.id === 1)
    const chain = replica.manifest.chains[0]
    if (!row || !chain) throw new Error('no chain 1 row or no replica chain')
    expect(chain.chainId).toBe(1)
    const all = new Map<string, Address>()
    addressesOf(
      {
        published: { ...row.published, sources: undefined },
        contracts: row.contracts,
        stablecoin: row.stablecoin,
        ensRegistry: row.ensRegistry,
      },
      '',
      all,
    )
    expect(all.size).toBeGreaterThan(20)
    const client = publicClient(chain)
    const missing: string[] = []
    for (const [name, address] of all) {
      const code = await client.getCode({ address })
      if (!code || code === '0x') missing.push(`${name} ${address}`)
    }
    expect(missing.sort()).toEqual(Object.keys(CANNOT_HOST).sort())
  })
})
