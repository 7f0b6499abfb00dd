// Who the devnet's airdrop pays (spec 01 §6: SOCKS holders 1000 UNI, users 400, liquidity
// providers an amount of their own on top). Test accounts 0–4 have a claim each, one per case the
// claim UI must handle; 5–9 have none. Sixty synthetic addresses (no known key) fill the tree so
// the claim files come in several chunks, as the public data repository's do.
import { type Address, getAddress, type Hex, keccak256, slice, toHex } from 'viem'
import type { ManifestClaim } from '../manifest.ts'
import type { BalanceEntry } from './tree.ts'

const UNI = 10n ** 18n
export const SOCKS_AMOUNT = 1000n * UNI
export const USER_AMOUNT = 400n * UNI

export interface ClaimFlags {
  isSOCKS: boolean
  isLP: boolean
  isUser: boolean
}

export interface AirdropEntry extends BalanceEntry {
  flags: ClaimFlags
}

interface Grant {
  socks?: boolean
  user?: boolean
  /** Raw UNI as a liquidity provider (odd on purpose: 4 significant digits must round). */
  lp?: bigint
}

interface TestClaimPlan extends Grant {
  account: number
  note: string
}

/** Claims of test accounts 0–4 (accounts[3] is alice.tidepool.eth on the local ENS). */
export const TEST_CLAIMS: readonly TestClaimPlan[] = [
  { account: 0, user: true, note: 'user (400 UNI): the e2e wallet claims for itself' },
  {
    account: 1,
    socks: true,
    user: true,
    note: 'SOCKS + user (1400 UNI): claimed for by another account, the address typed by hand',
  },
  {
    account: 2,
    user: true,
    lp: 1_234_567_890_123_456_789_000n,
    note: 'user + LP (1634.567890123456789 UNI)',
  },
  {
    account: 3,
    socks: true,
    user: true,
    lp: 87_654_321_098_765_432_101n,
    note: 'SOCKS + user + LP (1487.654321098765432101 UNI): alice.tidepool.eth, claimed by ENS name',
  },
  {
    account: 4,
    lp: 2_718_281_828_459_045_235_360n,
    note: 'LP only (2718.28182845904523536 UNI): left unclaimed by the tests, for manual use',
  },
]

export const SYNTHETIC_CLAIMS = 60

const grantAmount = (g: Grant): bigint =>
  (g.socks ? SOCKS_AMOUNT : 0n) + (g.user ? USER_AMOUNT : 0n) + (g.lp ?? 0n)
const grantFlags = (g: Grant): ClaimFlags => ({
  isSOCKS: g.socks === true,
  isLP: g.lp !== undefined,
  isUser: g.user === true,
})

function syntheticGrant(i: number): { account: Address; grant: Grant } {
  const seed: Hex = keccak256(toHex(`tidepool airdrop ${i}`))
  const account = getAddress(slice(seed, 12))
  const lp = (BigInt(seed) % (5_000n * UNI)) + 1n
  // Every combination of the three groups shows up among them.
  const g = (i % 7) + 1
  return { account, grant: { socks: (g & 1) !== 0, user: (g & 2) !== 0, ...(g & 4 ? { lp } : {}) } }
}

export interface AirdropPlan {
  /** Every entry, indexed in ascending (lowercase) address order, as the original drop. */
  entries: AirdropEntry[]
  /** The test accounts' claims for the manifest (without proofs: they are in the files). */
  claims: ManifestClaim[]
  noClaim: Address[]
  total: bigint
}

/** The entries for `accounts` (the devnet's test accounts); deterministic. */
export function planAirdrop(accounts: readonly Address[]): AirdropPlan {
  const grants = TEST_CLAIMS.map((c) => {
    const account = accounts[c.account]
    if (!account) throw new Error(`airdrop: no test account ${c.account}`)
    return { account: getAddress(account), grant: c as Grant, note: c.note }
  })
  const all = [
    ...grants,
    ...Array.from({ length: SYNTHETIC_CLAIMS }, (_, i) => ({ ...syntheticGrant(i), note: '' })),
  ].sort((a, b) => (a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1))
  const entries = all.map((x, index) => ({
    index,
    account: x.account,
    amount: grantAmount(x.grant),
    flags: grantFlags(x.grant),
  }))
  const claims = grants.map((g): ManifestClaim => {
    const entry = entries.find((e) => e.account === g.account)
    if (!entry) throw new Error('airdrop: entry lost')
    return {
      account: g.account,
      index: entry.index,
      amount: entry.amount.toString(),
      flags: entry.flags,
      note: g.note,
    }
  })
  const claimed = new Set(grants.map((g) => g.account))
  const noClaim = accounts.map((a) => getAddress(a)).filter((a) => !claimed.has(a))
  const total = entries.reduce((sum, e) => sum + e.amount, 0n)
  return { entries, claims, noClaim, total }
}
