// devnet-facts: on empty blocks the base fee decays ~12.5 % per block to about 0, so an idle
// devnet shows 0 gwei and gas displays mean nothing. hardhat 3 exposes no minimum base fee, so
// this keeper sets the next block's base fee back to the floor after every new block (interval
// mining, evm_mine); the RPC proxy does the same before each transaction.
//
// Keep the floor ≤ the chain's suggested tip: wallets offer maxFeePerGas = 1.2 × the latest base
// fee + tip, and after a burst of blocks mined between two keeper polls the latest base fee may
// have decayed to ~0; such a transaction must still cover the floor the keeper then restores.
import { rpc, toQuantity } from './rpc.ts'

const POLL_MS = 100

/** Mines one block at the floor, so the latest block (what wallets price from) shows it. */
export async function settleBaseFee(url: string, floorWei: bigint): Promise<void> {
  await rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])
  await rpc(url, 'evm_mine')
  await rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])
}

export interface GasFloorKeeper {
  stop(): void
}

export function keepBaseFeeFloor(
  url: string,
  floorWei: bigint,
  onError: (e: unknown) => void,
): GasFloorKeeper {
  let last = ''
  let busy = false
  let reported = false
  let stopped = false
  const tick = async (): Promise<void> => {
    if (busy || stopped) return
    busy = true
    try {
      const block = await rpc<string>(url, 'eth_blockNumber')
      // A revert to a snapshot also changes the number: the floor applies after it too.
      if (block !== last) {
        await rpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(floorWei)])
        last = block
      }
    } catch (e) {
      // Report one failure, not ten per second; after stop() the node going away is expected.
      if (!reported && !stopped) onError(e)
      reported = true
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void tick(), POLL_MS)
  timer.unref()
  void tick()
  return {
    stop: () => {
      stopped = true
      clearInterval(timer)
    },
  }
}
