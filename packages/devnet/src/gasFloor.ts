// devnet-facts: on empty blocks the base fee decays ~12.5 % per block to about 0, so an idle
// devnet shows 0 gwei and gas displays mean nothing. hardhat 3 exposes no minimum base fee, so
// this keeper sets the next block's base fee back to the floor after every new block (interval
// mining, evm_mine); the RPC proxy does the same before each transaction and after a revert.
//
// Keep the floor ≤ the chain's suggested tip: wallets offer maxFeePerGas = 1.2 × the latest base
// fee + tip, and after a burst of blocks mined between two keeper polls the latest base fee may
// have decayed to ~0; such a transaction must still cover the floor the keeper then restores.
import { rpc, toQuantity } from './rpc.ts'

/** Polling period where the node's block notifications are not available. */
const POLL_MS = 100
/**
 * With notifications, a slow poll only for what they do not announce: a revert by a caller that
 * bypasses the proxy (the proxy restores the floor after its own).
 */
const SAFETY_POLL_MS = 1_000

/** Mines one block at the floor, so the latest block (what wallets price from) shows it. */
export async function settleBaseFee(url: string, floorWei: bigint): Promise<void> {
  await rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])
  await rpc(url, 'evm_mine')
  await rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])
}

/** Sets the next block's base fee to the floor. */
export const restoreBaseFee = (url: string, floorWei: bigint): Promise<unknown> =>
  rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])

export interface GasFloorKeeper {
  stop(): void
}

/**
 * Keeps the floor after every block. The node announces its blocks over its WebSocket
 * (`eth_subscribe('newHeads')`, hardhat 3 serves it on the RPC port): one call per block instead
 * of polling. Polling at 100 ms (30 requests a second per devnet, ~14 % of a core with the node's
 * answers: bench/README 'Suite speed, session 13') is the fallback where WebSocket is missing
 * (Node < 22) or the subscription fails.
 */
export function keepBaseFeeFloor(
  url: string,
  floorWei: bigint,
  onError: (e: unknown) => void,
): GasFloorKeeper {
  let last = ''
  let busy = false
  let reported = false
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined
  let socket: WebSocket | undefined
  // A burst of blocks (hardhat_mine) announces each: one restore at a time, one more after it.
  let restoring = false
  let again = false
  const onHead = (): void => {
    if (restoring) {
      again = true
      return
    }
    restoring = true
    restoreBaseFee(url, floorWei)
      .catch(report)
      .finally(() => {
        restoring = false
        if (again && !stopped) {
          again = false
          onHead()
        }
      })
  }
  const report = (e: unknown) => {
    // Report one failure, not ten per second; after stop() the node going away is expected.
    if (!reported && !stopped) onError(e)
    reported = true
  }
  const tick = async (): Promise<void> => {
    if (busy || stopped) return
    busy = true
    try {
      const block = await rpc<string>(url, 'eth_blockNumber')
      // A revert to a snapshot also changes the number: the floor applies after it too.
      if (block !== last) {
        await restoreBaseFee(url, floorWei)
        last = block
      }
    } catch (e) {
      report(e)
    } finally {
      busy = false
    }
  }
  const poll = (ms: number) => {
    if (timer) clearInterval(timer)
    timer = setInterval(() => void tick(), ms)
    timer.unref()
  }
  const subscribe = (): boolean => {
    // TIDEPOOL_DEVNET_FLOOR_POLL=1: the polling keeper (bench:devnet-idle compares the two).
    if (typeof WebSocket !== 'function' || process.env.TIDEPOOL_DEVNET_FLOOR_POLL === '1')
      return false
    const ws = new WebSocket(url.replace(/^http/, 'ws'))
    socket = ws
    ws.onopen = () =>
      ws.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }),
      )
    ws.onmessage = (m) => {
      const note = JSON.parse(String(m.data)) as {
        method?: string
        params?: { result?: { number?: string } }
      }
      const number = note.params?.result?.number
      if (note.method !== 'eth_subscription' || !number) return
      last = number
      onHead()
    }
    // Closed by the node or refused: back to polling at the full rate.
    ws.onclose = () => {
      socket = undefined
      if (!stopped) poll(POLL_MS)
    }
    return true
  }
  poll(subscribe() ? SAFETY_POLL_MS : POLL_MS)
  void tick()
  return {
    stop: () => {
      stopped = true
      if (timer) clearInterval(timer)
      socket?.close()
    },
  }
}
