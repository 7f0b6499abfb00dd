import type { Client, Hash } from 'viem'
import { call, getTransaction } from 'viem/actions'

/**
 * A reverted transaction's error, by replaying it (same sender, target, data, value) as an
 * eth_call at the block it was mined in: the receipt carries no reason, the call's error does.
 * Undefined when the replay succeeds (the state that made it fail is gone) or cannot be made.
 */
export async function replayRevertError({
  client,
  hash,
  blockNumber,
}: {
  client: Client
  hash: Hash
  blockNumber: bigint
}): Promise<unknown> {
  let tx: Awaited<ReturnType<typeof getTransaction>>
  try {
    tx = await getTransaction(client, { hash })
  } catch {
    return undefined
  }
  if (!tx.to) return undefined
  try {
    await call(client, {
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber,
    })
    return undefined
  } catch (error) {
    return error
  }
}
