import { useBlock } from '../../chain/block'
import { useBlockNumberState } from '../../chain/blockNumber'
import { type ChainInfo, explorerLink } from '../../chain/chains'
import { useGasPrice } from '../../chain/useGasPrice'
import { useFormatAmount } from '../../lib/format'
import { useActiveChain } from '../../modules/network'
import { StatusBarView } from './StatusBarView'
import { BLOCK_FLASH_MS, formatGwei, isBlockStalled, STALL_CHECK_INTERVAL_MS } from './stall'
import { useFlash } from './useFlash'
import { useNow } from './useNow'

/** Reads block and gas for the active chain (every chain of the table has a read client). */
export function StatusBar() {
  const chain = useActiveChain()
  return <LiveStatusBar chain={chain} />
}

function LiveStatusBar({ chain }: { chain: ChainInfo }) {
  const chainId = chain.id
  const { blockNumber, unreachable } = useBlockNumberState(chainId)
  // Issue 18: the fast-gas oracle's price where the chain has one (spec 01 §7 item 6), the
  // network's fee otherwise: the price quotes are costed at, read once per block.
  const gasPrice = useGasPrice(chain, blockNumber).data?.wei
  const block = useBlock(chainId, blockNumber)
  const flashing = useFlash(blockNumber, BLOCK_FLASH_MS)
  // The gas price in the language's separators (issue 11 §4); the block number is an identifier
  // that explorers write in plain digits, so it stays as it is.
  const format = useFormatAmount()
  const now = useNow(STALL_CHECK_INTERVAL_MS)
  const stalled = isBlockStalled({
    nowMs: now,
    blockTimestampSec: block?.timestamp,
    waitMs: chain.blockWaitMsBeforeWarning,
  })
  return (
    <StatusBarView
      blockNumber={blockNumber}
      blockHref={
        blockNumber === undefined ? undefined : explorerLink(chain, blockNumber.toString(), 'block')
      }
      gasPriceWei={gasPrice}
      gasPriceLabel={gasPrice === undefined ? undefined : format.decimal(formatGwei(gasPrice))}
      flashing={flashing}
      stall={stalled ? { label: chain.label, statusPage: chain.statusPage } : null}
      unreachable={unreachable}
    />
  )
}
