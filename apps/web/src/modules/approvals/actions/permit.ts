// Permits for any flow and spender (spec 01 §4 Approvals: "Clicking approve tries a permit
// signature when available"; spec 02 §3 "Permit kinds": EIP-2612 AMOUNT and DAI-style ALLOWED;
// §7.6 reads nonces and DOMAIN_SEPARATOR; §7.8 typed-data signing). Support is detected
// on-chain, not from a list: the token must answer nonces(owner) and DOMAIN_SEPARATOR(), and the
// domain we would sign with (EIP-5267 eip712Domain(), else name() + version() or "1") must hash
// to that separator — so a signature we ask for is one the token will accept. The kind follows
// PERMIT_TYPEHASH (absent: EIP-2612); a kind the caller cannot use is left to on-chain approval.
import {
  type Address,
  type Client,
  domainSeparator,
  keccak256,
  maxUint256,
  parseSignature,
  stringToHex,
  type TypedDataDomain,
} from 'viem'
import { signTypedData } from 'viem/actions'
import { erc20NoncesAbi } from '../../../chain/abis/erc20'
import { erc20PermitAbi } from '../../../chain/abis/permit'
import { multicallReads } from '../../../chain/multicall'
import { type ConnectedWalletClient, getTransactionDeadline } from '../../transactions'
import { PERMIT_DEADLINE_SECONDS } from '../constants'
import type { PermitKind, PermitSignature } from '../types'

export const EIP2612_PERMIT_TYPEHASH = keccak256(
  stringToHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
)

export const DAI_PERMIT_TYPEHASH = keccak256(
  stringToHex('Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)'),
)

const ALLOWED_PERMIT_TYPES = {
  Permit: [
    { name: 'holder', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'allowed', type: 'bool' },
  ],
} as const

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
  kind: PermitKind
}

export interface GetPermitInfoParameters {
  client: Client
  chainId: number
  token: Address
  owner: Address
  /** The kinds the caller can use (default EIP-2612 only: the swap router's selfPermit). */
  kinds?: readonly PermitKind[]
}

const ok = <T>(r: { status: 'success'; result: T } | { status: 'failure' }): T | undefined =>
  r.status === 'success' ? r.result : undefined

/** The token's EIP-2612 domain and the owner's nonce, or null when it has no usable permit. */
export async function getPermitInfo({
  client,
  chainId,
  token,
  owner,
  kinds = ['AMOUNT'],
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
  const kind: PermitKind | undefined =
    typehash === undefined || typehash === EIP2612_PERMIT_TYPEHASH
      ? 'AMOUNT'
      : typehash === DAI_PERMIT_TYPEHASH
        ? 'ALLOWED'
        : undefined
  if (kind === undefined || !kinds.includes(kind)) return null
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
  return domain ? { domain, nonce, kind } : null
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

/** Asks the wallet for the typed-data signature (eth_signTypedData_v4) of the token's kind. */
export async function signPermit(p: SignPermitParameters): Promise<PermitSignature> {
  const owner = p.walletClient.account.address
  const allowed = p.info.kind === 'ALLOWED'
  const signature = allowed
    ? await signTypedData(p.walletClient, {
        account: p.walletClient.account,
        domain: p.info.domain,
        types: ALLOWED_PERMIT_TYPES,
        primaryType: 'Permit',
        message: {
          holder: owner,
          spender: p.spender,
          nonce: p.info.nonce,
          expiry: p.deadline,
          allowed: true,
        },
      })
    : await signTypedData(p.walletClient, {
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
    permitType: p.info.kind,
    ...(allowed ? { allowed: true as const } : {}),
    v: v === 27n || (v === undefined && yParity === 0) ? 27 : 28,
    r,
    s,
    // An ALLOWED permit is all or nothing: it covers any amount.
    amount: allowed ? maxUint256 : p.amount,
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
 * a devnet's clock may run ahead) plus `seconds` — spec 02 §9's 1200 by default; the swap signs
 * with its own transaction deadline (spec 01 §4).
 */
export function permitDeadline(
  client: Client,
  seconds: number = PERMIT_DEADLINE_SECONDS,
): Promise<bigint> {
  return getTransactionDeadline({ client, seconds })
}
