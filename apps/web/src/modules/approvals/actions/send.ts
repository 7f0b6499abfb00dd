// Sends one transaction through the user's wallet and reports the nonce it used: the transaction
// record keeps from + nonce so a replaced transaction (sped up or cancelled in the wallet) can
// be recognised (issue 5, beyond the spec). The wallet picks the nonce itself; we read it back
// from the transaction, falling back to the pending count read just before sending.
import type { Account, Address, Chain, Client, Hash, Hex, Transport, WalletClient } from 'viem'
import { getTransaction, getTransactionCount, sendTransaction } from 'viem/actions'

export type ConnectedWalletClient = WalletClient<Transport, Chain | undefined, Account>

export interface SendWalletTransactionParameters {
  walletClient: ConnectedWalletClient
  /** Reads (nonce, transaction lookup) go here: the app's client for the wallet's chain. */
  publicClient: Client
  to: Address
  data?: Hex
  value?: bigint
  gas?: bigint
}

export interface SentTransaction {
  hash: Hash
  from: Address
  nonce: number
}

const LOOKUP_ATTEMPTS = 3
const LOOKUP_WAIT_MS = 250

export async function sendWalletTransaction({
  walletClient,
  publicClient,
  to,
  data,
  value,
  gas,
}: SendWalletTransactionParameters): Promise<SentTransaction> {
  const from = walletClient.account.address
  const expectedNonce = await getTransactionCount(publicClient, {
    address: from,
    blockTag: 'pending',
  }).catch(() => undefined)
  const hash = await sendTransaction(walletClient, {
    account: walletClient.account,
    chain: walletClient.chain,
    to,
    data,
    value: value && value > 0n ? value : undefined,
    gas,
  })
  return { hash, from, nonce: await sentNonce(publicClient, hash, expectedNonce) }
}

async function sentNonce(
  client: Client,
  hash: Hash,
  fallback: number | undefined,
): Promise<number> {
  for (let attempt = 0; attempt < LOOKUP_ATTEMPTS; attempt++) {
    try {
      return (await getTransaction(client, { hash })).nonce
    } catch {
      // Not yet visible to our node (the wallet may use another one): wait a little.
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_WAIT_MS))
    }
  }
  return fallback ?? -1
}

/** The gas limit sent: the estimate plus 20 % (room for state that moves before mining). */
export const withGasMargin = (gas: bigint): bigint => (gas * 12_000n) / 10_000n
