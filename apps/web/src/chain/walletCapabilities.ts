// Issue 18: whether the wallet executes a batch of calls atomically (EIP-5792). The current text
// answers `wallet_getCapabilities` with, per chain id (hex; "0x0" for every chain),
// `atomic: { status: 'supported' | 'ready' | 'unsupported' }` ('ready': the wallet can upgrade
// the account, e.g. by an EIP-7702 delegation, when asked); wallets built on the earlier draft
// answer `atomicBatch: { supported: true }`. A wallet without the method supports nothing.
import type { Address } from 'viem'

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The chain's entry of a capabilities answer (keys compared as numbers: "0x01" = "0x1"). */
function chainEntry(capabilities: Record<string, unknown>, chainId: number): unknown {
  for (const [key, value] of Object.entries(capabilities)) {
    if (/^0x[0-9a-f]+$/i.test(key) && Number.parseInt(key, 16) === chainId) return value
  }
  return undefined
}

function atomicIn(entry: unknown): boolean | undefined {
  if (!isRecord(entry)) return undefined
  const atomic = entry.atomic
  if (isRecord(atomic) && typeof atomic.status === 'string')
    return atomic.status === 'supported' || atomic.status === 'ready'
  const legacy = entry.atomicBatch
  if (isRecord(legacy) && typeof legacy.supported === 'boolean') return legacy.supported
  return undefined
}

/** Whether a `wallet_getCapabilities` answer says `chainId` runs atomic batches. */
export function supportsAtomicBatch(capabilities: unknown, chainId: number): boolean {
  if (!isRecord(capabilities)) return false
  return atomicIn(chainEntry(capabilities, chainId)) ?? atomicIn(capabilities['0x0']) ?? false
}

/** Asks the wallet; any failure (the method unknown, 4200, a refusal) means no batching. */
export async function getAtomicBatchSupport(
  request: Request,
  account: Address,
  chainId: number,
): Promise<boolean> {
  try {
    const answer = await request({
      method: 'wallet_getCapabilities',
      params: [account, [`0x${chainId.toString(16)}`]],
    })
    return supportsAtomicBatch(answer, chainId)
  } catch {
    return false
  }
}
