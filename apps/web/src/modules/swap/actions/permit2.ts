// Permit2 for the Universal Router (issue 31): the token is approved to Permit2 once (an
// ordinary ERC-20 approval, through the approvals module); each router allowance is then a
// PermitSingle the owner signs (EIP-712, no transaction) and the router's PERMIT2_PERMIT command
// carries in the swap itself. A signature is good for one nonce: once used, or past its
// sigDeadline, it is never sent again (a new one is signed with the next nonce).
import type { Address, Client } from 'viem'
import { readContract, signTypedData } from 'viem/actions'
import { permit2Abi } from '../../../chain/abis/permit2'
import type { ConnectedWalletClient } from '../../transactions'
import type { Permit2Allowance } from '../utils/routerAllowance'
import type { SignedPermit } from '../utils/universalRouter'

/** What the owner's Permit2 allowance to `spender` is now (the nonce the next permit needs). */
export async function readPermit2Allowance(
  client: Client,
  p: { permit2: Address; owner: Address; token: Address; spender: Address },
): Promise<Permit2Allowance> {
  const [amount, expiration, nonce] = await readContract(client, {
    address: p.permit2,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [p.owner, p.token, p.spender],
  })
  return { amount, expiration, nonce }
}

/** 30 days, as the reference interface grants; the signature itself lapses in 30 minutes. */
export const PERMIT_EXPIRY_SECONDS = 30 * 24 * 3600
export const PERMIT_SIG_SECONDS = 30 * 60

export const MAX_UINT160 = (1n << 160n) - 1n

/**
 * Signs a PermitSingle for the router: the whole amount type allows (or, issue 35's exact-amount
 * approvals, `amount`), for 30 days.
 */
export async function signPermit2(
  walletClient: ConnectedWalletClient,
  p: {
    permit2: Address
    chainId: number
    token: Address
    spender: Address
    nonce: number
    nowSec: number
    /** Exact-amount approvals: what this swap may take; absent, the maximum. */
    amount?: bigint
  },
): Promise<SignedPermit> {
  const permit = {
    details: {
      token: p.token,
      amount: p.amount ?? MAX_UINT160,
      expiration: p.nowSec + PERMIT_EXPIRY_SECONDS,
      nonce: p.nonce,
    },
    spender: p.spender,
    sigDeadline: BigInt(p.nowSec + PERMIT_SIG_SECONDS),
  }
  const signature = await signTypedData(walletClient, {
    account: walletClient.account,
    domain: { name: 'Permit2', chainId: p.chainId, verifyingContract: p.permit2 },
    types: {
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitSingle',
    message: permit,
  })
  return { permit, signature }
}
