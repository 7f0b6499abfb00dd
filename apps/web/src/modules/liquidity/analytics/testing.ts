// Event builders for the analytics tests: one position (tokenId 7), one event per block.
import type { CollectEvent, DecreaseLiquidityEvent, IncreaseLiquidityEvent } from './events'

const place = (blockNumber: bigint, blockTimestamp?: bigint) => ({
  tokenId: 7n,
  blockNumber,
  logIndex: 0,
  transactionHash: `0x${blockNumber.toString(16).padStart(64, '0')}` as const,
  blockTimestamp,
})

export function increase(
  amount0: bigint,
  amount1: bigint,
  at: { block: bigint; time?: bigint },
): IncreaseLiquidityEvent {
  return { ...place(at.block, at.time), kind: 'IncreaseLiquidity', liquidity: 1n, amount0, amount1 }
}

export function decrease(amount0: bigint, amount1: bigint, block: bigint): DecreaseLiquidityEvent {
  return { ...place(block), kind: 'DecreaseLiquidity', liquidity: 1n, amount0, amount1 }
}

export function collect(amount0: bigint, amount1: bigint, block: bigint): CollectEvent {
  const recipient = '0x00000000000000000000000000000000000000cC'
  return { ...place(block), kind: 'Collect', recipient, amount0, amount1 }
}
