import { useContext } from 'react'
import { useBlock, useBlockNumber, WagmiContext } from 'wagmi'
import { type ChainInfo, explorerLink } from '../../chain/chains'
import { useGasPrice } from '../../chain/useGasPrice'
import { useFormatAmount } from '../../lib/format'
import { useActiveChain } from '../../modules/network'
import { StatusBarView } from './StatusBarView'
import { BLOCK_FLASH_MS, formatGwei, isBlockStalled, STALL_CHECK_INTERVAL_MS } from './stall'
import { useFlash } from './useFlash'
import { useNow } from './useNow'

/**
 * Reads block and gas for the active chain. Renders only when a wagmi config serving that chain
 * is present (the wallet module's Web3Provider), so the shell still works without one.
 */
export function StatusBar() {
  const config = useContext(WagmiContext)
  if (!config) return null
  return <ActiveChainStatus configured={config.chains.map((c) => c.id)} />
}

function ActiveChainStatus({ configured }: { configured: readonly number[] }) {
  const chain = useActiveChain()
  return configured.includes(chain.id) ? <LiveStatusBar chain={chain} /> : null
}

function LiveStatusBar({ chain }: { chain: ChainInfo }) {
  const chainId = chain.id
  const { data: blockNumber } = useBlockNumber({ chainId, watch: true })
  // Issue 18: the fast-gas oracle's price where the chain has one (spec 01 §7 item 6), the
  // network's fee otherwise: the price quotes are costed at, read once per block.
  const gasPrice = useGasPrice(chain, blockNumber).data?.wei
  const { data: block } = useBlock({
    chainId,
    blockNumber,
    query: { enabled: blockNumber !== undefined },
  })
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
    />
  )
}
