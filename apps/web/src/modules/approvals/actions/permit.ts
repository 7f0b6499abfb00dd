// EIP-2612 permits (spec 01 §4 Approvals: "Clicking approve tries a permit signature when
// available"; §7.6 reads nonces and DOMAIN_SEPARATOR; §7.8 typed-data signing). Support is
// detected on-chain, not from a list: the token must answer nonces(owner) and DOMAIN_SEPARATOR(),
// and the domain we would sign with (EIP-5267 eip712Domain(), else name() + version() or "1")
// must hash to that separator — so a signature we ask for is one the token will accept. A token
// whose PERMIT_TYPEHASH is not EIP-2612's (DAI's 'allowed' permit) is left to on-chain approval.
import {
  type Address,
  type Client,
  domainSeparator,
  type Hex,
  keccak256,
  parseAbi,
  parseSignature,
  stringToHex,
  type TypedDataDomain,
} from 'viem'
import { getBlock, multicall, readContract, signTypedData } from 'viem/actions'
import type { ConnectedWalletClient } from '../../transactions'
import type { PermitSignature } from '../types'

const permitAbi = /* @__PURE__ */ parseAbi([
  'function nonces(address owner) view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function PERMIT_TYPEHASH() view returns (bytes32)',
  'function name() view returns (string)',
  'function version() view returns (string)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
])

export const EIP2612_PERMIT_TYPEHASH = keccak256(
  stringToHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
)

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export interface PermitInfo {
  domain: TypedDataDomain
  nonce: bigint
}

export interface GetPermitInfoParameters {
  client: Client
  chainId: number
  token: Address
  owner: Address
}

type Read<T> = { status: 'success'; result: T } | { status: 'failure' }

const ok = <T>(r: Read<T>): T | undefined => (r.status === 'success' ? r.result : undefined)

/** The token's EIP-2612 domain and the owner's nonce, or null when it has no usable permit. */
export async function getPermitInfo({
  client,
  chainId,
  token,
  owner,
}: GetPermitInfoParameters): Promise<PermitInfo | null> {
  const contracts = [
    { address: token, abi: permitAbi, functionName: 'nonces', args: [owner] },
    { address: token, abi: permitAbi, functionName: 'DOMAIN_SEPARATOR' },
    { address: token, abi: permitAbi, functionName: 'PERMIT_TYPEHASH' },
    { address: token, abi: permitAbi, functionName: 'name' },
    { address: token, abi: permitAbi, functionName: 'version' },
    { address: token, abi: permitAbi, functionName: 'eip712Domain' },
  ] as const
  const [nonce, separator, typehash, name, version, eip712] = await readAll(client, contracts)
  if (nonce === undefined || separator === undefined) return null
  if (typehash !== undefined && typehash !== EIP2612_PERMIT_TYPEHASH) return null
  const candidates: TypedDataDomain[] = []
  if (eip712)
    candidates.push({
      name: eip712[1],
      version: eip712[2],
      chainId: Number(eip712[3]),
      verifyingContract: eip712[4],
    })
  if (name !== undefined)
    for (const v of new Set([version, '1', '2'].filter((x): x is string => x !== undefined)))
      candidates.push({ name, version: v, chainId, verifyingContract: token })
  const domain = candidates.find((d) => domainSeparator({ domain: d }) === separator)
  return domain ? { domain, nonce } : null
}

type PermitReads = readonly [
  Read<bigint>,
  Read<Hex>,
  Read<Hex>,
  Read<string>,
  Read<string>,
  Read<readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]]>,
]

/** One multicall when the chain has Multicall3, else the reads one by one. */
async function readAll(
  client: Client,
  contracts: Parameters<typeof multicall>[1]['contracts'],
): Promise<
  [
    bigint | undefined,
    Hex | undefined,
    Hex | undefined,
    string | undefined,
    string | undefined,
    readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]] | undefined,
  ]
> {
  let reads: PermitReads
  if (client.chain?.contracts?.multicall3) {
    reads = (await multicall(client, { contracts, allowFailure: true })) as unknown as PermitReads
  } else {
    reads = (await Promise.all(
      contracts.map((c) =>
        readContract(client, c as Parameters<typeof readContract>[1]).then(
          (result) => ({ status: 'success' as const, result }),
          () => ({ status: 'failure' as const }),
        ),
      ),
    )) as unknown as PermitReads
  }
  return [ok(reads[0]), ok(reads[1]), ok(reads[2]), ok(reads[3]), ok(reads[4]), ok(reads[5])]
}

export interface SignPermitParameters {
  walletClient: ConnectedWalletClient
  chainId: number
  token: Address
  info: PermitInfo
  spender: Address
  amount: bigint
  /** Unix seconds. */
  deadline: bigint
}

/** Asks the wallet for the typed-data signature (eth_signTypedData_v4). */
export async function signPermit(p: SignPermitParameters): Promise<PermitSignature> {
  const owner = p.walletClient.account.address
  const signature = await signTypedData(p.walletClient, {
    account: p.walletClient.account,
    domain: p.info.domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: {
      owner,
      spender: p.spender,
      value: p.amount,
      nonce: p.info.nonce,
      deadline: p.deadline,
    },
  })
  const { r, s, v, yParity } = parseSignature(signature)
  return {
    v: v === 27n || (v === undefined && yParity === 0) ? 27 : 28,
    r,
    s,
    amount: p.amount,
    deadline: p.deadline,
    tokenAddress: p.token,
    spender: p.spender,
    chainId: p.chainId,
    owner,
    nonce: p.info.nonce,
  }
}

/**
 * The permit's deadline: the chain's latest block time (or the wall clock, whichever is later:
 * a devnet's clock may run ahead) plus the user's transaction deadline, as the swap's own.
 */
export async function permitDeadline(client: Client, seconds: number): Promise<bigint> {
  const wall = BigInt(Math.floor(Date.now() / 1000))
  const chainTime = await getBlock(client, { blockTag: 'latest' }).then(
    (b) => b.timestamp,
    () => wall,
  )
  return (chainTime > wall ? chainTime : wall) + BigInt(seconds)
}
