// The one write path (ARCHITECTURE "modules/transactions"; issue 11 §3): every flow sends through
// here. The gas limit follows the flow's rule — the estimate plus a margin (spec 01 §7.7: +20 %),
// a fixed limit (spec 02 §9: claim and stake 350000, withdraw 300000) or the wallet's own
// estimate. A failed estimate is replayed as eth_call for the revert reason (spec 01 §7.7),
// before the wallet is ever asked. A wallet refusal (any variant, any depth) is told apart from
// a failure, so a flow can stay silent on it (spec 02 §8). The nonce used is read back, so a
// replaced transaction can be recognised later (issue 5).
import type { Account, Address, Chain, Client, Hash, Hex, Transport, WalletClient } from 'viem'
import {
  call,
  estimateGas,
  getTransaction,
  getTransactionCount,
  sendTransaction as viemSendTransaction,
} from 'viem/actions'
import { extractRevertReason } from '../../../chain/revertReasons'
import {
  GasEstimateError,
  SimulationMismatchError,
  TransactionRejectedError,
  TransactionRevertError,
  TransactionSendError,
} from '../errors'
import { GAS_ESTIMATE_PLUS_20, type GasRule, withGasMargin } from '../gasRules'
import { isWalletRejection } from '../utils/walletRejection'
import { simulateWrite, type WriteSimulation } from './simulateWrite'

export type ConnectedWalletClient = WalletClient<Transport, Chain | undefined, Account>

export interface TransactionCall {
  to: Address
  data?: Hex
  value?: bigint
}

export interface SendTransactionParameters extends TransactionCall {
  walletClient: ConnectedWalletClient
  /** Reads (estimate, replay, nonce) go here: the app's client for the wallet's chain. */
  publicClient: Client
  /** Default: the estimate plus 20 %. */
  gas?: GasRule
  /**
   * Issue 35: the flow's check of the simulated outcome against its preview (a swap's minimum
   * received); a sentence saying how they disagree blocks the send (SimulationMismatchError).
   */
  check?: SimulationCheck
}

/** Says how a simulated outcome disagrees with the flow's preview; undefined when it agrees. */
export type SimulationCheck = (simulation: WriteSimulation) => string | undefined

/** Throws SimulationMismatchError when the flow's check finds a disagreement. */
export function applySimulationCheck(
  simulation: WriteSimulation,
  check: SimulationCheck | undefined,
): void {
  const disagreement = check?.(simulation)
  if (disagreement !== undefined) throw new SimulationMismatchError(disagreement)
}

export interface SentTransaction {
  hash: Hash
  from: Address
  /** The nonce used; negative when it could not be told (the record is then never 'replaced'). */
  nonce: number
}

const LOOKUP_ATTEMPTS = 3
const LOOKUP_WAIT_MS = 250

/**
 * Simulates, then sends `to`/`data`/`value` from the wallet's account. Throws a TransactionError
 * subclass: rejected, would revert (the simulation's or the replayed reason), disagrees with the
 * flow's check, estimate failed, or send failed.
 */
export async function sendTransaction(p: SendTransactionParameters): Promise<SentTransaction> {
  const from = p.walletClient.account.address
  const value = p.value !== undefined && p.value > 0n ? p.value : undefined
  const simulation = await simulateWrite(p.publicClient, {
    account: from,
    calls: [{ to: p.to, data: p.data, value }],
    chainId: p.walletClient.chain?.id,
  })
  applySimulationCheck(simulation, p.check)
  const gas = await gasFor(p.gas ?? GAS_ESTIMATE_PLUS_20, {
    publicClient: p.publicClient,
    tx: { account: from, to: p.to, data: p.data, value },
  })
  const expectedNonce = await getTransactionCount(p.publicClient, {
    address: from,
    blockTag: 'pending',
  }).catch(() => undefined)
  let hash: Hash
  try {
    hash = await viemSendTransaction(p.walletClient, {
      account: p.walletClient.account,
      chain: p.walletClient.chain,
      to: p.to,
      data: p.data,
      value,
      gas,
    })
  } catch (error) {
    if (isWalletRejection(error)) throw new TransactionRejectedError({ cause: error })
    throw new TransactionSendError(extractRevertReason(error), {
      cause: error,
    })
  }
  return { hash, from, nonce: await sentNonce(p.publicClient, hash, expectedNonce) }
}

type CallRequest = { account: Address; to: Address; data?: Hex; value?: bigint }

async function gasFor(
  rule: GasRule,
  { publicClient, tx }: { publicClient: Client; tx: CallRequest },
): Promise<bigint | undefined> {
  if (rule.kind === 'limit') return rule.gas
  if (rule.kind === 'wallet') return undefined
  let estimateError: unknown
  try {
    return withGasMargin(await estimateGas(publicClient, tx), rule.marginPercent)
  } catch (error) {
    estimateError = error
  }
  // The estimate says only that it failed; the same call as eth_call says why (spec 01 §7.7).
  try {
    await call(publicClient, tx)
  } catch (callError) {
    throw new TransactionRevertError(extractRevertReason(callError), { cause: callError })
  }
  throw new GasEstimateError({ cause: estimateError })
}

/** The nonce the wallet used: read back from the transaction, else the pending count before. */
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
