// Issue 15: the airdrop on the live L1. The real MerkleDistributor accepts every proof of the
// served claim files, the files match the manifest, nothing is claimed after seeding, and the
// distributor holds exactly what the claims add up to.
import { type Hex, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { ClaimFileEntry } from './airdrop/files.ts'
import type { Address, ManifestAirdrop } from './manifest.ts'
import { chainOf, publicClient, walletClient } from './testing/clients.ts'
import { revert, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const client = publicClient(l1)

const distributorAbi = parseAbi([
  'function token() view returns (address)',
  'function merkleRoot() view returns (bytes32)',
  'function isClaimed(uint256 index) view returns (bool)',
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
])
const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)'])

function airdrop(): ManifestAirdrop {
  if (!l1.airdrop) throw new Error('no airdrop on the L1')
  return l1.airdrop
}

async function getJson<T>(name: string): Promise<{ body: T; cors: string | null }> {
  const res = await fetch(`${airdrop().claimFilesBaseUrl}${name}`)
  expect(res.status, name).toBe(200)
  return { body: (await res.json()) as T, cors: res.headers.get('access-control-allow-origin') }
}

/** Every entry of every served chunk file, by checksummed address. */
async function servedClaims(): Promise<Map<Address, ClaimFileEntry>> {
  const { body: mapping } = await getJson<Record<Address, Address>>('mapping.json')
  const all = new Map<Address, ClaimFileEntry>()
  for (const first of Object.keys(mapping) as Address[]) {
    const { body } = await getJson<Record<Address, ClaimFileEntry>>(`${first}.json`)
    for (const [account, entry] of Object.entries(body)) all.set(account as Address, entry)
  }
  return all
}

const read = <T>(functionName: 'token' | 'merkleRoot') =>
  client.readContract({
    address: airdrop().distributor,
    abi: distributorAbi,
    functionName,
  }) as Promise<T>
const isClaimed = (index: number) =>
  client.readContract({
    address: airdrop().distributor,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })

describe('the airdrop on the L1 (spec 01 §3, §6, §7 item 3)', () => {
  it('is only on the L1, at fixed addresses, with claims for accounts 0–4 and none for 5–9', () => {
    expect(chainOf(manifest, 2).airdrop).toBeUndefined()
    expect({
      distributor: airdrop().distributor,
      root: airdrop().merkleRoot,
    }).toMatchInlineSnapshot(`
      {
        "distributor": "0xa196769Ca67f4903eCa574F5e76e003071A4d84a",
        "root": "0xd37959a6f9776b08b45517b3f0955563ebad52c9f50e57c191ff81cea37aad68",
      }
    `)
    const accounts = manifest.accounts.map((a) => a.address)
    expect(airdrop().claims.map((c) => c.account)).toEqual(accounts.slice(0, 5))
    expect(airdrop().noClaim).toEqual(accounts.slice(5))
    expect(airdrop().claimFilesBaseUrl.endsWith('/claims/')).toBe(true)
  })

  it('deploys the real distributor over UNI with the manifest root, funded with exactly the sum', async () => {
    expect(await read<Address>('token')).toBe(l1.governanceToken?.address)
    expect(await read<Hex>('merkleRoot')).toBe(airdrop().merkleRoot)
    const claims = await servedClaims()
    const sum = [...claims.values()].reduce((s, c) => s + BigInt(c.amount), 0n)
    const held = await client.readContract({
      address: l1.governanceToken?.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [airdrop().distributor],
    })
    expect(held).toBe(sum)
  })

  it('serves the claim files with CORS; the manifest claims are in them as listed', async () => {
    const { cors } = await getJson('mapping.json')
    expect(cors).toBe('*')
    const claims = await servedClaims()
    expect(claims.size).toBeGreaterThan(50)
    for (const c of airdrop().claims) {
      const served = claims.get(c.account)
      expect(served, c.account).toBeDefined()
      expect(served?.index).toBe(c.index)
      expect(BigInt(served?.amount ?? '0x0')).toBe(BigInt(c.amount))
      expect(served?.flags).toEqual(c.flags)
    }
    for (const a of airdrop().noClaim) expect(claims.has(a)).toBe(false)
    expect(new Set([...claims.values()].map((c) => c.index)).size).toBe(claims.size)
  })

  it('accepts every served proof (eth_call claim) and has nothing claimed yet', async () => {
    const claims = await servedClaims()
    const caller = airdrop().noClaim[0] as Address
    for (const [account, c] of claims) {
      expect(await isClaimed(c.index)).toBe(false)
      await client.simulateContract({
        address: airdrop().distributor,
        abi: distributorAbi,
        functionName: 'claim',
        args: [BigInt(c.index), account, BigInt(c.amount), c.proof],
        account: caller,
      })
    }
  })

  describe('claiming (reverted after each test)', () => {
    let snap = ''
    beforeEach(async () => {
      snap = await snapshot(l1.rpcUrl)
    })
    afterEach(async () => {
      await revert(l1.rpcUrl, snap)
    })

    it('pays the account the file amount once, whoever sends it; a tampered proof reverts', async () => {
      const claims = await servedClaims()
      const target = airdrop().claims[1]
      if (!target) throw new Error('no claim for accounts[1]')
      const entry = claims.get(target.account) as ClaimFileEntry
      const uni = l1.governanceToken?.address as Address
      const balance = () =>
        client.readContract({
          address: uni,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [target.account],
        })
      const before = await balance()
      // Sent by accounts[5] (no claim of its own) for accounts[1], as the address-claim modal does.
      const wallet = walletClient(manifest, l1, 5)
      const args = [BigInt(entry.index), target.account, BigInt(entry.amount), entry.proof] as const
      const tampered = entry.proof.map((p, i) =>
        i === 0 ? (`${p.slice(0, -1)}${p.endsWith('0') ? '1' : '0'}` as Hex) : p,
      )
      await expect(
        client.simulateContract({
          address: airdrop().distributor,
          abi: distributorAbi,
          functionName: 'claim',
          args: [args[0], args[1], args[2], tampered],
          account: wallet.account,
        }),
      ).rejects.toThrow(/Invalid proof/)
      const hash = await wallet.writeContract({
        address: airdrop().distributor,
        abi: distributorAbi,
        functionName: 'claim',
        args,
      })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect((await balance()) - before).toBe(BigInt(target.amount))
      expect(await isClaimed(entry.index)).toBe(true)
      await expect(
        client.simulateContract({
          address: airdrop().distributor,
          abi: distributorAbi,
          functionName: 'claim',
          args,
          account: wallet.account,
        }),
      ).rejects.toThrow(/Drop already claimed/)
    })
  })
})
