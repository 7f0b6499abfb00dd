// Issue 3 extras, deployed after the core by their own deployer (accounts.ts EXTRAS_DEPLOYER) so
// no core address moves: tokens for the extra lists, an unlisted token and a blocked one (all
// funded), and on the L1 an ENS registry + public resolver with `tokens.tidepool.eth` whose
// contenthash (a real ipfs encoding, @ensdomains/content-hash) names the CID the HTTP server
// serves at /ipfs/{cid}, and (issue 5) `alice.tidepool.eth` with an addr record for a swap
// recipient given by name.
import { encode } from '@ensdomains/content-hash'
import { labelhash, maxUint256, namehash, zeroHash } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { buildEnsList } from '../lists/extraLists.ts'
import { rawCid } from '../lists/ipfs.ts'
import type {
  Address,
  ManifestChain,
  ManifestEns,
  ManifestEnsIdentity,
  ManifestExtraToken,
} from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { deploy, freshSender, read, type Sender, write } from './sender.ts'

interface ExtraTokenSpec {
  role: ManifestExtraToken['role']
  name: string
  symbol: string
  decimals: number
}

/** Deploy order is part of the address contract: append, never reorder. */
export const EXTRA_TOKENS: readonly ExtraTokenSpec[] = [
  { role: 'extended', name: 'Ocean Token', symbol: 'OCN', decimals: 18 },
  { role: 'extended', name: 'Kelp Token', symbol: 'KLP', decimals: 6 },
  { role: 'unlisted', name: 'Unlisted Token', symbol: 'UNL', decimals: 18 },
  { role: 'blocked', name: 'Blocked Token', symbol: 'BLK', decimals: 18 },
]

/** Whole tokens minted to each test account. */
const PER_ACCOUNT = 1_000n

export const ENS_LIST_NAME = 'tokens.tidepool.eth'

/** Issue 5: names with an addr record, name → index into the test accounts (accounts.ts). */
export const ENS_ADDRESS_NAMES: Readonly<Record<string, number>> = { 'alice.tidepool.eth': 3 }

export async function deployExtraTokens(
  sender: Sender,
  accounts: readonly Address[],
): Promise<ManifestExtraToken[]> {
  const erc20 = ownContract('TestToken')
  const out: ManifestExtraToken[] = []
  for (const t of EXTRA_TOKENS) {
    const address = await deploy(sender, erc20, [t.name, t.symbol, t.decimals])
    out.push({ ...t, address, kind: 'standard' })
  }
  for (const t of out) {
    const amount = PER_ACCOUNT * 10n ** BigInt(t.decimals)
    for (const account of accounts)
      await write(sender, t.address, erc20.abi, 'mint', [account, amount])
  }
  return out
}

/**
 * ENSRegistry (root owned by the deployer) and PublicResolver, then `eth` → `tidepool.eth` →
 * `tokens.tidepool.eth` with the resolver and an ipfs contenthash of `cid`; then the address
 * names (ENS_ADDRESS_NAMES) under `tidepool.eth`. Only transactions after the two deployments,
 * so no address moves.
 */
export async function deployEns(
  sender: Sender,
  cid: string,
  accounts: readonly Address[],
): Promise<ManifestEns> {
  const registryArtifact = uniswapArtifact('ENSRegistry')
  const resolverArtifact = uniswapArtifact('PublicResolver')
  const registry = await deploy(sender, registryArtifact)
  const publicResolver = await deploy(sender, resolverArtifact, [registry])
  // Claim each level from the root down: eth, tidepool.eth, tokens.tidepool.eth.
  const labels = ENS_LIST_NAME.split('.')
  for (let i = labels.length - 1; i >= 0; i--) {
    const parentName = labels.slice(i + 1).join('.')
    await write(sender, registry, registryArtifact.abi, 'setSubnodeOwner', [
      parentName ? namehash(parentName) : zeroHash,
      labelhash(labels[i] ?? ''),
      sender.from,
    ])
  }
  const node = namehash(ENS_LIST_NAME)
  await write(sender, registry, registryArtifact.abi, 'setResolver', [node, publicResolver])
  await write(sender, publicResolver, resolverArtifact.abi, 'setContenthash', [
    node,
    `0x${encode('ipfs', cid)}`,
  ])
  const addresses: Record<string, Address> = {}
  for (const [name, index] of Object.entries(ENS_ADDRESS_NAMES)) {
    const account = accounts[index]
    if (!account) throw new Error(`ENS name ${name}: no test account ${index}`)
    await setAddrRecord(sender, { registry, publicResolver, name, address: account })
    addresses[name] = account
  }
  return { registry, publicResolver, names: { [ENS_LIST_NAME]: `ipfs://${cid}` }, addresses }
}

/** `name` (a direct child of a name the sender owns) → the public resolver with an addr record. */
export async function setAddrRecord(
  sender: Sender,
  p: { registry: Address; publicResolver: Address; name: string; address: Address },
): Promise<void> {
  const registryAbi = uniswapArtifact('ENSRegistry').abi
  const [label = '', ...rest] = p.name.split('.')
  const node = namehash(p.name)
  await write(sender, p.registry, registryAbi, 'setSubnodeOwner', [
    namehash(rest.join('.')),
    labelhash(label),
    sender.from,
  ])
  await write(sender, p.registry, registryAbi, 'setResolver', [node, p.publicResolver])
  // PublicResolver overloads setAddr; the (bytes32, address) form is the ETH address record.
  await write(sender, p.publicResolver, uniswapArtifact('PublicResolver').abi, 'setAddr', [
    node,
    p.address,
  ])
}

/**
 * Issue 18 (ENS identity, spec 01 §7 items 6 and 10): the account with a primary name, and its
 * avatar NFT. Not account 0: the e2e specs find the connected wallet by its address in the header,
 * which a primary name would replace.
 */
export const ENS_PRIMARY_ACCOUNT = 8
export const ENS_PRIMARY_NAME = 'tidepool-user.tidepool.eth'
/** Its reverse record names alice.tidepool.eth, whose addr is accounts[3]: not verified. */
export const ENS_UNVERIFIED_ACCOUNT = 9

/**
 * The primary name of accounts[ENS_PRIMARY_ACCOUNT]: `tidepool-user.tidepool.eth` with an addr
 * record, an 'avatar' text in the ERC-721 form naming a v3 position NFT the account mints itself
 * (its tokenURI is base64 JSON with an SVG image), and its reverse record; then a reverse record
 * for accounts[ENS_UNVERIFIED_ACCOUNT] naming a name that resolves elsewhere. The reverse tree
 * (`reverse` → `addr.reverse` → `<hex>.addr.reverse`) is owned by the deployer, with the public
 * resolver's name record: no ReverseRegistrar is needed to read it.
 */
async function registerEnsIdentities(
  sender: Sender,
  p: { ens: ManifestEns; chain: ManifestChain; accounts: readonly Address[] },
): Promise<ManifestEnsIdentity[]> {
  const account = p.accounts[ENS_PRIMARY_ACCOUNT]
  const other = p.accounts[ENS_UNVERIFIED_ACCOUNT]
  const alice = Object.keys(ENS_ADDRESS_NAMES)[0]
  if (!account || !other || !alice) throw new Error('ENS identities: missing test accounts')
  const tokenId = await mintAvatarPosition(sender.url, p.chain, account)
  const avatar = `eip155:${p.chain.chainId}/erc721:${p.chain.contracts.positionManager}/${tokenId}`
  const { registry, publicResolver } = p.ens
  await setAddrRecord(sender, {
    registry,
    publicResolver,
    name: ENS_PRIMARY_NAME,
    address: account,
  })
  const resolverAbi = uniswapArtifact('PublicResolver').abi
  await write(sender, publicResolver, resolverAbi, 'setText', [
    namehash(ENS_PRIMARY_NAME),
    'avatar',
    avatar,
  ])
  const registryAbi = uniswapArtifact('ENSRegistry').abi
  await write(sender, registry, registryAbi, 'setSubnodeOwner', [
    zeroHash,
    labelhash('reverse'),
    sender.from,
  ])
  await write(sender, registry, registryAbi, 'setSubnodeOwner', [
    namehash('reverse'),
    labelhash('addr'),
    sender.from,
  ])
  const names: [Address, string][] = [
    [account, ENS_PRIMARY_NAME],
    [other, alice],
  ]
  for (const [address, name] of names) {
    const label = address.slice(2).toLowerCase()
    const node = namehash(`${label}.addr.reverse`)
    await write(sender, registry, registryAbi, 'setSubnodeOwner', [
      namehash('addr.reverse'),
      labelhash(label),
      sender.from,
    ])
    await write(sender, registry, registryAbi, 'setResolver', [node, publicResolver])
    await write(sender, publicResolver, resolverAbi, 'setName', [node, name])
  }
  return [
    { address: account, name: ENS_PRIMARY_NAME, verified: true, avatar },
    { address: other, name: alice, verified: false },
  ]
}

/**
 * A v3 position minted by `owner` itself (an unlocked test account, funded with every seed token):
 * 0.01 WBTC on WBTC/USDC 0.3 %, a range far above the price that no trade reaches, so
 * no price, route or in-range liquidity changes. Returns its token id.
 */
async function mintAvatarPosition(
  url: string,
  chain: ManifestChain,
  owner: Address,
): Promise<number> {
  const symbol = (a: Address) => chain.tokens.find((t) => t.address === a)?.symbol
  const pool = chain.v3Pools.find(
    (x) => x.fee === 3000 && symbol(x.token0) === 'WBTC' && symbol(x.token1) === 'USDC',
  )
  if (!pool) throw new Error('ENS avatar: no WBTC/USDC 0.3 % pool')
  const npm = chain.contracts.positionManager
  const npmAbi = uniswapArtifact('NonfungiblePositionManager').abi
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [owner, 'latest']))
  const sender: Sender = { url, from: owner, nonce }
  const tokenId = Number(await read<bigint>(sender, npm, npmAbi, 'totalSupply')) + 1
  await write(sender, pool.token0, ownContract('TestToken').abi, 'approve', [npm, maxUint256])
  await write(sender, npm, npmAbi, 'mint', [
    {
      token0: pool.token0,
      token1: pool.token1,
      fee: 3000,
      // ~110,000 times the pool's price (tick ~64,000): no trade gets there. Not at the top of
      // the tick space: the position descriptor's tokenURI reverts on prices that large.
      tickLower: 180000,
      tickUpper: 180060,
      amount0Desired: 10n ** 6n,
      amount1Desired: 0n,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: owner,
      deadline: 10_000_000_000n,
    },
  ])
  return tokenId
}

export interface Extras {
  extraTokens: ManifestExtraToken[]
  blockedTokens: Address[]
  ens?: ManifestEns
  /** CID → bytes for the devnet's IPFS gateway. */
  ipfs: Record<string, Uint8Array>
  tokenValidator: Address
}

/**
 * Deploys the extras on a seeded chain. On the L1 the ENS name's list is built from this
 * chain's tokens; its bytes are what the gateway serves under the CID on chain.
 */
export async function setupExtras(
  chain: ManifestChain,
  params: { nodeUrl: string; from: Address; accounts: readonly Address[]; logoBaseUrl: string },
): Promise<Extras> {
  const sender = await freshSender(params.nodeUrl, params.from)
  const extraTokens = await deployExtraTokens(sender, params.accounts)
  const blockedTokens = extraTokens.filter((t) => t.role === 'blocked').map((t) => t.address)
  if (chain.layer !== 1) {
    const tokenValidator = await deployTokenValidator(sender, chain)
    return { extraTokens, blockedTokens, ipfs: {}, tokenValidator }
  }
  const list = buildEnsList({ ...chain, extraTokens }, params.logoBaseUrl)
  const bytes = new TextEncoder().encode(`${JSON.stringify(list, null, 2)}\n`)
  const cid = await rawCid(bytes)
  const ens = await deployEns(sender, cid, params.accounts)
  const tokenValidator = await deployTokenValidator(sender, chain)
  // Issue 18, after the token validator (same deployer, later nonces): no address moves.
  const identities = await registerEnsIdentities(sender, { ens, chain, accounts: params.accounts })
  return {
    extraTokens,
    blockedTokens,
    ens: { ...ens, identities },
    ipfs: { [cid]: bytes },
    tokenValidator,
  }
}

/**
 * Issue 12 #14: swap-router-contracts' TokenValidator (a v2 flash loan of the token, sent on and
 * measured) lets the app tell a fee-on-transfer token before an exact-output swap. Deployed last,
 * so no earlier address moves.
 */
async function deployTokenValidator(sender: Sender, chain: ManifestChain): Promise<Address> {
  return deploy(sender, uniswapArtifact('TokenValidator'), [
    chain.contracts.v2Factory,
    chain.contracts.positionManager,
  ])
}
