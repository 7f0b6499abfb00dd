// The devnet manifest: what the local replica deployed, per chain. The devnet writes it to
// `.devnet/manifest.json` and serves it at `GET /manifest.json`; the web app, the quote service
// and the tests read it. This file is browser-safe (no Node imports): the app parses with it.

export const MANIFEST_VERSION = 1

export type Address = `0x${string}`
export type Hex = `0x${string}`

/** Real-world awkwardness each seed token stands for (issue 2 §2). */
export type TokenKind =
  | 'weth' // WETH9 from the v2-periphery artifact
  | 'standard' // plain ERC-20 (DAI-like 18, USDC-like 6, WBTC-like 8 decimals)
  | 'no-return' // USDT-like: transfer/approve return no bool, approve needs a zero allowance first
  | 'bytes32' // symbol() and name() return bytes32
  | 'fee-on-transfer' // takes a fee on every transfer
  | 'permit' // EIP-2612 permit

export interface ManifestToken {
  address: Address
  symbol: string
  name: string
  decimals: number
  kind: TokenKind
}

/**
 * Tokens deployed after the core by their own deployer (issue 3), so the core's addresses never
 * move: on the extra lists ('extended'), on no list at all ('unlisted', for the import-token
 * flow) or on the unsupported list ('blocked': 'Token not supported').
 */
export interface ManifestExtraToken extends ManifestToken {
  role: 'extended' | 'unlisted' | 'blocked'
}

/** ENS on the local L1 (issue 3): registry, resolver and the names set up, name → content URI. */
export interface ManifestEns {
  registry: Address
  publicResolver: Address
  names: Record<string, string>
  /**
   * Issue 5: names with an addr record (the swap recipient by name), name → address:
   * `alice.tidepool.eth` → accounts[3]. Optional: manifests written before issue 5 lack it.
   */
  addresses?: Record<string, Address>
  /**
   * Issue 18: accounts with a reverse record (`<hex>.addr.reverse` → name). `verified` tells
   * whether the name's addr record points back at the account (the app shows only those);
   * `avatar` is the name's ENS text 'avatar' (an ERC-721 NFT the account owns). Optional:
   * manifests written before issue 18 lack it.
   */
  identities?: ManifestEnsIdentity[]
}

export interface ManifestEnsIdentity {
  address: Address
  name: string
  verified: boolean
  avatar?: string
}

export interface ManifestContracts {
  weth9: Address
  v2Factory: Address
  v2Router02: Address
  v3Factory: Address
  nftDescriptorLibrary: Address
  positionDescriptor: Address
  positionManager: Address
  swapRouter02: Address
  quoterV2: Address
  tickLens: Address
  interfaceMulticall: Address
  multicall3: Address
  v3Migrator: Address
}

export interface ManifestV2Pair {
  address: Address
  token0: Address
  token1: Address
}

export interface ManifestV3Pool {
  address: Address
  token0: Address
  token1: Address
  /** Fee in hundredths of a basis point (500 = 0.05 %). */
  fee: number
}

/** What a seeded v3 position is expected to show (spec 02 §4 Position badge). */
export type ManifestV3PositionStatus = 'in-range' | 'out-of-range' | 'closed'

/** Issue 13: a position-manager NFT the devnet minted for a test account. */
export interface ManifestV3Position {
  /** The position manager's token id. */
  tokenId: number
  owner: Address
  pool: Address
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  /** The badge right after seeding (a test that trades may move an in-range one out). */
  status: ManifestV3PositionStatus
  /** Why it exists (fees accrued, owned by another account, …), for people reading the manifest. */
  note: string
}

/**
 * Issue 13 (L1 only): the fresh TIDE/REEF pair (in no token list and not in `tokens`, so no route
 * reaches it), its pool with `initializedTicks` initialized ticks (the chart bench) and the
 * positions seeded for the test accounts.
 */
export interface ManifestV3Seed {
  tokens: ManifestToken[]
  densePool: ManifestV3Pool & { initializedTicks: number }
  positions: ManifestV3Position[]
}

/**
 * Issue 14 (L1 only): the fork exchange (spec 02 §3: SushiSwap's v2-style factory, SLP liquidity
 * tokens, mainnet only in production) compiled from the published @sushiswap/core sources. Its
 * pair bytecode differs from v2-core's, so the app needs its own CREATE2 init code hash. No fork
 * router: its positions are only read and migrated (spec 02 §2 Migration list).
 */
export interface ManifestForkV2 {
  label: 'Sushi'
  factory: Address
  /** keccak256 of the fork's pair creation code (pair address = CREATE2(factory, salt, hash)). */
  initCodeHash: Hex
}

/** Issue 14 (L1 only): a v2 or fork-exchange liquidity position seeded for a test account. */
export interface ManifestV2Position {
  exchange: 'uniswap' | 'fork'
  pair: Address
  token0: Address
  token1: Address
  owner: Address
  /** Liquidity-token balance of `owner` right after seeding. */
  liquidity: string
  /** Why it exists (migrate into a new v3 pool, price differs ≥ 2 % from v3, fee-on-transfer…). */
  note: string
}

export interface ManifestV2Seed {
  positions: ManifestV2Position[]
}

/**
 * Issue 15 (L1 only): the MerkleDistributor (the real @uniswap/merkle-distributor artifact) and
 * its claims. The claim files are served by the devnet's HTTP server in the public data
 * repository's format (spec 01 §7 item 3): `{claimFilesBaseUrl}mapping.json` and one file per
 * chunk.
 */
export interface ManifestClaim {
  account: Address
  index: number
  /** Raw UNI (18 decimals), decimal string. */
  amount: string
  flags: { isSOCKS: boolean; isLP: boolean; isUser: boolean }
  /** Why it exists (claimed by e2e for self, for another address, left unclaimed, …). */
  note: string
}

export interface ManifestAirdrop {
  distributor: Address
  merkleRoot: Hex
  /** Ends with '/'. */
  claimFilesBaseUrl: string
  claims: ManifestClaim[]
  /** Test accounts with no claim entry. */
  noClaim: Address[]
}

/** Issue 15 (L1 only): a StakingRewards pool (the real @uniswap/liquidity-staker artifacts). */
export interface ManifestStakingPool {
  stakingRewards: Address
  /** The v2 pair staked (its LP token). */
  stakingToken: Address
  /** The pair's tokens, sorted as the pair's token0, token1. */
  tokens: [Address, Address]
  /** Raw UNI notified (or to be notified) as the period's reward, decimal string. */
  rewardAmount: string
  /** The countdown each shows right after seeding (spec 02 §4 Rewards countdown). */
  status: 'active' | 'ended' | 'not-started'
  /** Its StakingRewardsFactory (= rewardsDistribution(); stakingRewardsGenesis() is the start). */
  factory: Address
  /** Who holds or staked what, for people reading the manifest. */
  note: string
}

export interface ManifestMining {
  /** StakingRewardsFactory contracts (one per genesis time). */
  factories: Address[]
  pools: ManifestStakingPool[]
}

/** Governor states in the order the governor's state() numbers them (spec 02 §4 statuses). */
export const PROPOSAL_STATES = [
  'pending',
  'active',
  'canceled',
  'defeated',
  'succeeded',
  'queued',
  'expired',
  'executed',
] as const

export type ManifestProposalState = (typeof PROPOSAL_STATES)[number]

/** Issue 16 (L1 only): a proposal seeded in a given state. */
export interface ManifestProposal {
  id: number
  /** state(id) right after seeding (pending and active move on with the block number). */
  state: ManifestProposalState
  /** The description's first line without the leading '# '. */
  title: string
  proposer: Address
  /** True when executing an action would revert (the simulation's flagged case). */
  actionReverts: boolean
  /** What it does and why it exists, for people reading the manifest. */
  note: string
}

/** Issue 16 (L1 only): who holds UNI votes after seeding (Uni's Compound-style delegation). */
export interface ManifestDelegation {
  account: Address
  /** Raw UNI balance (18 decimals), decimal string. */
  balance: string
  /** The zero address when the account never delegated (no votes: 'Unlock Voting'). */
  delegatee: Address
  note: string
}

/** Issue 16 (L1 only): a GovernorBravo-compatible governor, its Timelock and seeded proposals. */
export interface ManifestGovernance {
  governor: Address
  timelock: Address
  /** Seeded proposals by id (ids start at 1: initialProposalId is 0). */
  proposals: ManifestProposal[]
  /** Optional for manifests written before the delegations were listed. */
  delegations?: ManifestDelegation[]
}

export interface ManifestChain {
  chainId: number
  name: string
  /**
   * 'ethereum' for the local L1, 'arbitrum' for the Arbitrum-style L2, 'optimism' for the
   * OP-stack-style L2 (issue 33): decides gas overrides, how the L1 data fee is read, etc.
   */
  family: 'ethereum' | 'arbitrum' | 'optimism'
  layer: 1 | 2
  rpcUrl: string
  contracts: ManifestContracts
  tokens: ManifestToken[]
  v2Pairs: ManifestV2Pair[]
  v3Pools: ManifestV3Pool[]
  /** Optional (issue 3): manifests written before it lack these. */
  extraTokens?: ManifestExtraToken[]
  /** Addresses on the unsupported (blocked) list of this chain. */
  blockedTokens?: Address[]
  /** Only on the L1: ENS names are resolved on the L1 (spec 01 §7.5). */
  ens?: ManifestEns
  /** Issue 12 #14: the fee-on-transfer check (swap-router-contracts' TokenValidator). */
  tokenValidator?: Address
  /** Issue 13: seeded v3 positions and the 2,000-tick pool (L1 only). */
  v3Seed?: ManifestV3Seed
  /** Issue 14: the fork exchange (L1 only). */
  forkV2?: ManifestForkV2
  /** Issue 14: v2 and fork-exchange positions of the test accounts (L1 only). */
  v2Seed?: ManifestV2Seed
  /** Issues 15, 16 (L1 only): UNI, the real @uniswap/governance Uni artifact. */
  governanceToken?: ManifestToken
  /** Issue 15 (L1 only). */
  airdrop?: ManifestAirdrop
  /** Issue 15 (L1 only). */
  mining?: ManifestMining
  /** Issue 16 (L1 only). */
  governance?: ManifestGovernance
  /**
   * Issue 18: the first-generation v3 SwapRouter (v3-periphery), for the swap's approval mode
   * (spec 01 §4). Deployed after everything else by its own deployer; older manifests lack it.
   */
  v3SwapRouter?: Address
  /** Issue 18 (L1 only): the fast-gas oracle the app finds by ENS name (spec 01 §7 item 6). */
  gasOracle?: ManifestGasOracle
  /**
   * Issue 35 (L1 only): tokens a token-safety check must flag, each in a v2 pair with WETH, on no
   * token list (deploy/safetyTokens.ts). Older manifests lack them.
   */
  safetyTokens?: ManifestSafetyTokens
  /**
   * Issue 31: Uniswap v4, Permit2 and the Universal Router (deploy/v4.ts), after everything else
   * by their own deployer; on the mainnet replica at their canonical addresses (replica/v4.ts).
   * Older manifests lack them.
   */
  v4?: ManifestV4Contracts
  /**
   * Issue 31: the block the PoolManager was deployed at; routers read its Initialize logs from
   * here to find hooked pools (a public node limits the log range from genesis).
   */
  v4DeployBlock?: number
  /** Issue 31: the seeded v4 pools and the token only v4 trades (seed/v4Pools.ts). */
  v4Seed?: ManifestV4Seed
  /** Issue 33 (OP-stack-style L2 only): the GasPriceOracle stand-in and its inputs. */
  l1FeeOracle?: ManifestL1FeeOracle
  /**
   * Issue 33: on the Arbitrum-style L2, the NodeInterface the node answers (nodeInterface.ts)
   * and ArbOS's L1 price per unit it prices with (wei, decimal string).
   */
  nodeInterface?: { address: Address; l1PricePerUnitWei: string }
}

/**
 * Issue 33: the OP Stack GasPriceOracle stand-in (contracts/L1FeeOracle.sol) at the predeploy
 * address, with the L1 inputs it prices with (the Ecotone formula). Wei and scalars as decimal
 * strings (JSON has no bigint).
 */
export interface ManifestL1FeeOracle {
  address: Address
  l1BaseFeeWei: string
  blobBaseFeeWei: string
  baseFeeScalar: number
  blobBaseFeeScalar: number
}

/** Issue 31: a seeded v4 pool, by its PoolKey (currency 0x0…0 is the native coin). */
export interface ManifestV4Pool {
  /** keccak256(abi.encode(PoolKey)): StateView and the position manager read pools by it. */
  id: Hex
  currency0: Address
  currency1: Address
  /** Hundredths of a basis point; 0x800000 marks a dynamic fee, set by the hook. */
  fee: number
  tickSpacing: number
  hooks: Address
  /** What the pool is there to show (issue 31 "What is seeded"). */
  role: 'best-price' | 'v4-only' | 'fee-hook' | 'dynamic-fee'
}

export interface ManifestV4Seed {
  /** Tokens with v4 pools only (LUM): on no token list. */
  tokens: ManifestToken[]
  pools: ManifestV4Pool[]
}

/** Issue 31: one chain's v4 contracts, Permit2 and the Universal Router. */
export interface ManifestV4Contracts {
  permit2: Address
  poolManager: Address
  positionManager: Address
  positionDescriptor: Address
  quoter: Address
  stateView: Address
  /** Routes v2, v3 and v4 (wired to the chain's v2/v3 factories). */
  universalRouter: Address
}

/**
 * Issue 18: a stand-in for Chainlink's Fast Gas / Gwei feed, named in the L1's ENS like mainnet's.
 * Its answer (wei, a decimal string) differs from the node's eth_gasPrice so a test can tell
 * which one the app used; its deployer may change it (setAnswer).
 */
export interface ManifestGasOracle {
  ensName: string
  aggregator: Address
  answerWei: string
  deployer: Address
}

/** Issue 35: a token with a trap, and the v2 pair (with WETH) it can be bought from. */
export interface ManifestTrapToken {
  address: Address
  symbol: string
  decimals: number
  v2Pair: Address
}

export interface ManifestSafetyTokens {
  deployer: Address
  /** Can be bought, never sold: a transfer into its pair reverts. */
  sellBlocked: ManifestTrapToken
  /** Takes `feeBps` of every transfer (burned). */
  transferFee: ManifestTrapToken & { feeBps: number }
  /** Its approve() also allows `skimmer` everything (an approval to an unknown spender). */
  approvalSkim: ManifestTrapToken & { skimmer: Address }
}

export interface ManifestTokenLists {
  /** A second list (inactive until added). */
  extended: string
  /** A list whose served version the admin endpoint bumps (see README "Token lists"). */
  versioned: string
  /** POST {"version": "1.0.1"} here to publish another version of the versioned list. */
  versionedAdmin: string
  /** The unsupported-token list: its tokens are the blocked set. */
  unsupported: string
  /** Passes the schema but is hostile: script in names, javascript: logos, 10,000 tokens, wrong chain ids, duplicates. */
  malicious: string
  /** Fails the schema (script in the list name, too many tokens). */
  invalid: string
  /** An ENS name on the local L1 whose contenthash points at an IPFS CID served below. */
  ensName: string
  /** The same list as ipfs://{cid}. */
  ipfsUri: string
  /** Gateway base (`{gateway}/ipfs/{cid}`, `{gateway}/ipns/{name}`): local chains try it first. */
  gateway: string
}

export interface ManifestAccount {
  address: Address
  /** A well-known hardhat development key: never holds value outside the devnet. */
  privateKey: Hex
}

/**
 * Issue 17: present when the devnet is a replica of a public network under that network's real
 * chain id (`--replica mainnet`: chain id 1, the Uniswap contracts and main tokens at their real
 * addresses). The app then keeps its production chain table, points that chain's RPC at
 * `chains[0].rpcUrl`, fetches the aliased token lists locally and warns that transactions are
 * signed for the real chain id.
 */
export interface ManifestReplica {
  network: 'mainnet'
  chainId: number
  /** A production token-list URL → the local copy of the same list the app fetches instead. */
  tokenListAliases: Record<string, string>
  /** Canonical contracts beyond `chains[0].contracts` (first-generation Quoter, SwapRouter…). */
  contracts: Record<string, Address>
  /** The seed's reference prices, USD per whole token, by symbol. */
  pricesUsd: Record<string, number>
}

export interface Manifest {
  version: typeof MANIFEST_VERSION
  chains: ManifestChain[]
  /** The default token lists (active at start) served by the devnet HTTP server. */
  tokenListUrls: string[]
  /** More list locations for the token-list flows (issue 3); optional for older manifests. */
  tokenLists?: ManifestTokenLists
  /** Base URL of the devnet's block explorer pages (`{explorerUrl}/{chainId}/block/{n}`). */
  explorerUrl: string
  accounts: ManifestAccount[]
  /** Issue 17: set on a replica of a public network (`--replica mainnet`). */
  replica?: ManifestReplica
}

export class ManifestError extends Error {
  override name = 'ManifestError'
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isAddress = (v: unknown): v is Address =>
  typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)
const isBytes32 = (v: unknown): v is Hex => typeof v === 'string' && /^0x[0-9a-fA-F]{64}$/.test(v)

/**
 * Checks the shape the web app relies on (addresses, URLs) and returns the manifest typed. Throws
 * ManifestError naming the first bad field: a stale or hand-edited manifest must fail loudly
 * rather than send the app to a wrong address. The seeds' test data (positions, claims,
 * proposals…) is left to `parseManifest`: the app never reads it, and this runs before /swap is
 * interactive (every check here is initial JS).
 */
export function parseManifestForApp(json: unknown): Manifest {
  if (!isRecord(json)) throw new ManifestError('manifest: not an object')
  if (json.version !== MANIFEST_VERSION)
    throw new ManifestError(
      `manifest: version ${String(json.version)}, expected ${MANIFEST_VERSION}`,
    )
  if (!Array.isArray(json.chains) || json.chains.length === 0)
    throw new ManifestError('manifest: no chains')
  json.chains.forEach((chain: unknown, i) => {
    if (!isRecord(chain)) throw new ManifestError(`manifest: chains[${i}] not an object`)
    if (typeof chain.chainId !== 'number' || !Number.isSafeInteger(chain.chainId))
      throw new ManifestError(`manifest: chains[${i}].chainId`)
    if (typeof chain.rpcUrl !== 'string') throw new ManifestError(`manifest: chains[${i}].rpcUrl`)
    if (!isRecord(chain.contracts)) throw new ManifestError(`manifest: chains[${i}].contracts`)
    for (const [key, value] of Object.entries(chain.contracts)) {
      if (!isAddress(value)) throw new ManifestError(`manifest: chains[${i}].contracts.${key}`)
    }
    if (!Array.isArray(chain.tokens)) throw new ManifestError(`manifest: chains[${i}].tokens`)
    if (chain.ens !== undefined) checkEns(chain.ens, `chains[${i}].ens`)
    if (chain.forkV2 !== undefined) checkForkV2(chain.forkV2, `chains[${i}].forkV2`)
    if (chain.airdrop !== undefined) checkAirdrop(chain.airdrop, `chains[${i}].airdrop`)
    if (chain.mining !== undefined) checkMining(chain.mining, `chains[${i}].mining`)
    if (chain.governance !== undefined) checkGovernance(chain.governance, `chains[${i}].governance`)
    if (chain.v3SwapRouter !== undefined && !isAddress(chain.v3SwapRouter))
      throw new ManifestError(`manifest: chains[${i}].v3SwapRouter`)
    if (
      chain.v4DeployBlock !== undefined &&
      !(Number.isSafeInteger(chain.v4DeployBlock) && Number(chain.v4DeployBlock) >= 0)
    )
      throw new ManifestError(`manifest: chains[${i}].v4DeployBlock`)
    if (chain.v4 !== undefined) {
      if (!isRecord(chain.v4)) throw new ManifestError(`manifest: chains[${i}].v4`)
      for (const [key, value] of Object.entries(chain.v4))
        if (!isAddress(value)) throw new ManifestError(`manifest: chains[${i}].v4.${key}`)
    }
  })
  if (!Array.isArray(json.accounts)) throw new ManifestError('manifest: accounts')
  return json as unknown as Manifest
}

/** Everything `parseManifestForApp` checks, plus the seeds' test data (devnet, tests, benches). */
export function parseManifest(json: unknown): Manifest {
  const manifest = parseManifestForApp(json)
  // Checked above: an object whose chains are objects.
  ;(json as { chains: Record<string, unknown>[] }).chains.forEach((chain, i) => {
    const at = `chains[${i}]`
    if (chain.v3Seed !== undefined) checkV3Seed(chain.v3Seed, `${at}.v3Seed`)
    if (chain.v2Seed !== undefined) checkV2Seed(chain.v2Seed, `${at}.v2Seed`)
    if (isRecord(chain.airdrop)) checkClaims(chain.airdrop, `${at}.airdrop`)
    if (isRecord(chain.mining)) checkMiningSeed(chain.mining, `${at}.mining`)
    if (isRecord(chain.governance)) checkProposals(chain.governance, `${at}.governance`)
    if (chain.v4Seed !== undefined) checkV4Seed(chain.v4Seed, `${at}.v4Seed`)
  })
  return manifest
}

function checkEns(ens: unknown, at: string): void {
  if (!isRecord(ens)) throw new ManifestError(`manifest: ${at} not an object`)
  for (const key of ['registry', 'publicResolver'] as const) {
    if (!isAddress(ens[key])) throw new ManifestError(`manifest: ${at}.${key}`)
  }
  if (ens.identities !== undefined) {
    const ok =
      Array.isArray(ens.identities) &&
      ens.identities.every((i) => isRecord(i) && isAddress(i.address) && typeof i.name === 'string')
    if (!ok) throw new ManifestError(`manifest: ${at}.identities`)
  }
  if (ens.addresses === undefined) return
  if (!isRecord(ens.addresses)) throw new ManifestError(`manifest: ${at}.addresses`)
  for (const [name, address] of Object.entries(ens.addresses)) {
    if (!isAddress(address)) throw new ManifestError(`manifest: ${at}.addresses.${name}`)
  }
}

const V4_ROLES: readonly unknown[] = ['best-price', 'v4-only', 'fee-hook', 'dynamic-fee']

function checkV4Seed(seed: unknown, at: string): void {
  if (!isRecord(seed)) throw new ManifestError(`manifest: ${at} not an object`)
  if (!Array.isArray(seed.tokens) || !seed.tokens.every((t) => isRecord(t) && isAddress(t.address)))
    throw new ManifestError(`manifest: ${at}.tokens`)
  if (!Array.isArray(seed.pools)) throw new ManifestError(`manifest: ${at}.pools`)
  seed.pools.forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      isBytes32(p.id) &&
      isAddress(p.currency0) &&
      isAddress(p.currency1) &&
      isAddress(p.hooks) &&
      Number.isInteger(p.fee) &&
      Number.isInteger(p.tickSpacing) &&
      V4_ROLES.includes(p.role)
    if (!ok) throw new ManifestError(`manifest: ${at}.pools[${j}]`)
  })
}

const STATUSES: readonly unknown[] = ['in-range', 'out-of-range', 'closed']

function checkV3Seed(seed: unknown, at: string): void {
  if (!isRecord(seed)) throw new ManifestError(`manifest: ${at} not an object`)
  if (!Array.isArray(seed.tokens) || !seed.tokens.every((t) => isRecord(t) && isAddress(t.address)))
    throw new ManifestError(`manifest: ${at}.tokens`)
  const pool = seed.densePool
  if (!isRecord(pool) || !isAddress(pool.address) || typeof pool.initializedTicks !== 'number')
    throw new ManifestError(`manifest: ${at}.densePool`)
  if (!Array.isArray(seed.positions)) throw new ManifestError(`manifest: ${at}.positions`)
  seed.positions.forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      Number.isSafeInteger(p.tokenId) &&
      (p.tokenId as number) > 0 &&
      isAddress(p.owner) &&
      isAddress(p.pool) &&
      isAddress(p.token0) &&
      isAddress(p.token1) &&
      typeof p.fee === 'number' &&
      Number.isInteger(p.tickLower) &&
      Number.isInteger(p.tickUpper) &&
      (p.tickLower as number) < (p.tickUpper as number) &&
      STATUSES.includes(p.status)
    if (!ok) throw new ManifestError(`manifest: ${at}.positions[${j}]`)
  })
}

/** Issue 14: the app derives fork pair addresses from these, so a bad hash must fail loudly. */
function checkForkV2(fork: unknown, at: string): void {
  if (!isRecord(fork)) throw new ManifestError(`manifest: ${at} not an object`)
  if (fork.label !== 'Sushi') throw new ManifestError(`manifest: ${at}.label`)
  if (!isAddress(fork.factory)) throw new ManifestError(`manifest: ${at}.factory`)
  if (!isBytes32(fork.initCodeHash)) throw new ManifestError(`manifest: ${at}.initCodeHash`)
}

const EXCHANGES: readonly unknown[] = ['uniswap', 'fork']

function checkV2Seed(seed: unknown, at: string): void {
  if (!isRecord(seed)) throw new ManifestError(`manifest: ${at} not an object`)
  if (!Array.isArray(seed.positions)) throw new ManifestError(`manifest: ${at}.positions`)
  seed.positions.forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      EXCHANGES.includes(p.exchange) &&
      isAddress(p.pair) &&
      isAddress(p.token0) &&
      isAddress(p.token1) &&
      isAddress(p.owner) &&
      // A decimal string (liquidity exceeds 2^53): bigint-parsable, no sign, no exponent.
      typeof p.liquidity === 'string' &&
      /^[0-9]+$/.test(p.liquidity) &&
      typeof p.note === 'string'
    if (!ok) throw new ManifestError(`manifest: ${at}.positions[${j}]`)
  })
}

const isDecimal = (v: unknown): v is string => typeof v === 'string' && /^[0-9]+$/.test(v)
const isFlags = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.isSOCKS === 'boolean' &&
  typeof v.isLP === 'boolean' &&
  typeof v.isUser === 'boolean'

/** Issue 15: the claim UI fetches files below the base URL and claims on the distributor. */
function checkAirdrop(airdrop: unknown, at: string): void {
  if (!isRecord(airdrop)) throw new ManifestError(`manifest: ${at} not an object`)
  if (!isAddress(airdrop.distributor)) throw new ManifestError(`manifest: ${at}.distributor`)
  if (!isBytes32(airdrop.merkleRoot)) throw new ManifestError(`manifest: ${at}.merkleRoot`)
  if (typeof airdrop.claimFilesBaseUrl !== 'string' || !airdrop.claimFilesBaseUrl.endsWith('/'))
    throw new ManifestError(`manifest: ${at}.claimFilesBaseUrl`)
}

/** The claims the devnet seeded (the tests claim them). */
function checkClaims(airdrop: Record<string, unknown>, at: string): void {
  if (!Array.isArray(airdrop.claims)) throw new ManifestError(`manifest: ${at}.claims`)
  airdrop.claims.forEach((c: unknown, j) => {
    const ok =
      isRecord(c) &&
      isAddress(c.account) &&
      Number.isSafeInteger(c.index) &&
      (c.index as number) >= 0 &&
      isDecimal(c.amount) &&
      isFlags(c.flags) &&
      typeof c.note === 'string'
    if (!ok) throw new ManifestError(`manifest: ${at}.claims[${j}]`)
  })
  if (!Array.isArray(airdrop.noClaim) || !airdrop.noClaim.every(isAddress))
    throw new ManifestError(`manifest: ${at}.noClaim`)
}

const POOL_STATUSES: readonly unknown[] = ['active', 'ended', 'not-started']

/** The pools the app reads: each StakingRewards contract and its pair's tokens. */
function checkMining(mining: unknown, at: string): void {
  if (!isRecord(mining)) throw new ManifestError(`manifest: ${at} not an object`)
  if (!Array.isArray(mining.pools)) throw new ManifestError(`manifest: ${at}.pools`)
  mining.pools.forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      isAddress(p.stakingRewards) &&
      isAddress(p.stakingToken) &&
      Array.isArray(p.tokens) &&
      p.tokens.length === 2 &&
      p.tokens.every(isAddress)
    if (!ok) throw new ManifestError(`manifest: ${at}.pools[${j}]`)
  })
}

/** What the seed says about each pool (the tests compare the countdown with `status`). */
function checkMiningSeed(mining: Record<string, unknown>, at: string): void {
  if (!Array.isArray(mining.factories) || !mining.factories.every(isAddress))
    throw new ManifestError(`manifest: ${at}.factories`)
  ;(mining.pools as unknown[]).forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      isDecimal(p.rewardAmount) &&
      POOL_STATUSES.includes(p.status) &&
      isAddress(p.factory) &&
      typeof p.note === 'string'
    if (!ok) throw new ManifestError(`manifest: ${at}.pools[${j}]`)
  })
}

/** Issue 16: the app reads the governor and timelock from here; tests compare states by id. */
function checkGovernance(gov: unknown, at: string): void {
  if (!isRecord(gov)) throw new ManifestError(`manifest: ${at} not an object`)
  for (const key of ['governor', 'timelock'] as const) {
    if (!isAddress(gov[key])) throw new ManifestError(`manifest: ${at}.${key}`)
  }
}

/** The seeded proposals and delegations (the tests compare states by id). */
function checkProposals(gov: Record<string, unknown>, at: string): void {
  if (!Array.isArray(gov.proposals)) throw new ManifestError(`manifest: ${at}.proposals`)
  gov.proposals.forEach((p: unknown, j) => {
    const ok =
      isRecord(p) &&
      Number.isSafeInteger(p.id) &&
      (p.id as number) > 0 &&
      (PROPOSAL_STATES as readonly unknown[]).includes(p.state) &&
      typeof p.title === 'string' &&
      isAddress(p.proposer) &&
      typeof p.actionReverts === 'boolean' &&
      typeof p.note === 'string'
    if (!ok) throw new ManifestError(`manifest: ${at}.proposals[${j}]`)
  })
  if (gov.delegations === undefined) return
  if (!Array.isArray(gov.delegations)) throw new ManifestError(`manifest: ${at}.delegations`)
  gov.delegations.forEach((d: unknown, j) => {
    const ok =
      isRecord(d) &&
      isAddress(d.account) &&
      isAddress(d.delegatee) &&
      typeof d.balance === 'string' &&
      /^[0-9]+$/.test(d.balance) &&
      typeof d.note === 'string'
    if (!ok) throw new ManifestError(`manifest: ${at}.delegations[${j}]`)
  })
}
