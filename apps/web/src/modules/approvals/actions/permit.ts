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
  keccak256,
  parseSignature,
  stringToHex,
  type TypedDataDomain,
} from 'viem'
import { getBlock, signTypedData } from 'viem/actions'
import { erc20NoncesAbi } from '../../../chain/abis/erc20'
import { erc20PermitAbi } from '../../../chain/abis/permit'
import { multicallReads } from '../../../chain/multicall'
import type { PermitSignature } from '../types'
import type { ConnectedWalletClient } from './send'

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

const ok = <T>(r: { status: 'success'; result: T } | { status: 'failure' }): T | undefined =>
  r.status === 'success' ? r.result : undefined

/** The token's EIP-2612 domain and the owner's nonce, or null when it has no usable permit. */
export async function getPermitInfo({
  client,
  chainId,
  token,
  owner,
}: GetPermitInfoParameters): Promise<PermitInfo | null> {
  // One multicall when the chain has Multicall3, else the reads one by one (chain/multicall).
  const reads = await multicallReads(client, {
    calls: [
      { address: token, abi: erc20NoncesAbi, functionName: 'nonces', args: [owner] },
      { address: token, abi: erc20PermitAbi, functionName: 'DOMAIN_SEPARATOR' },
      { address: token, abi: erc20PermitAbi, functionName: 'PERMIT_TYPEHASH' },
      { address: token, abi: erc20PermitAbi, functionName: 'name' },
      { address: token, abi: erc20PermitAbi, functionName: 'version' },
      { address: token, abi: erc20PermitAbi, functionName: 'eip712Domain' },
    ],
  })
  const [nonce, separator, typehash, name, version, eip712] = [
    ok(reads[0]),
    ok(reads[1]),
    ok(reads[2]),
    ok(reads[3]),
    ok(reads[4]),
    ok(reads[5]),
  ]
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
