import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { AlertTriangleIcon, ExternalLink } from '../../ui'

// The texts only this part shows.
const TEXT = {
  // Status bar (spec 01 §2 Shell)
  gasPriceTitle: msg`Current gas price`,
  blockNumberTitle: msg`Most recent block number`,
  /** The status readout's landmark (gas price, latest block). */
  networkStatus: msg`Network status`,
  gwei: msg`gwei`,
  stallWarning: msg`You may have lost your network connection.`,
  stallStatusPage: msg({ message: 'or {label} might be down right now' }),
  /** spec 01 §8 'connection failure', verbatim: the active chain's node never answered. */
  connectionFailure: msg`Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.`,
}

import './StatusBar.css'

export interface StatusBarViewProps {
  blockNumber: bigint | undefined
  /** Explorer page of the block. */
  blockHref: string | undefined
  gasPriceWei: bigint | undefined
  gasPriceLabel: string | undefined
  /** True for 1 s after each new block. */
  flashing: boolean
  /** Set when the latest block is older than the chain's limit. */
  stall: { label: string; statusPage?: string } | null
  /**
   * The active chain's node has never answered. spec 01 §8 'connection failure': the reference
   * shows 'Oops! An unknown error occurred…' when its read connection fails to start; every
   * read here goes through the chain's node (not the wallet), so nothing on the page can load.
   */
  unreachable?: boolean
}

/** Bottom-right status: gas price and latest block, and the block-stall warning (spec 01 §2). */
export function StatusBarView({
  blockNumber,
  blockHref,
  gasPriceWei,
  gasPriceLabel,
  flashing,
  stall,
  unreachable = false,
}: StatusBarViewProps) {
  const { _ } = useLingui()
  return (
    // A landmark of its own: nothing on the page stands outside one (axe "region").
    <aside
      className={`status${stall || unreachable ? ' status--warning' : ''}`}
      data-testid="status-bar"
      aria-label={_(TEXT.networkStatus)}
    >
      {unreachable && (
        <p className="status__warning" role="alert" data-testid="connection-failure">
          <AlertTriangleIcon size={16} />
          <span>{_(TEXT.connectionFailure)}</span>
        </p>
      )}
      {stall && !unreachable && (
        <p className="status__warning" role="alert" data-testid="stall-warning">
          <AlertTriangleIcon size={16} />
          <span>
            {_(TEXT.stallWarning)}
            {stall.statusPage && (
              <>
                {' '}
                <ExternalLink href={stall.statusPage}>
                  {_({ ...TEXT.stallStatusPage, values: { label: stall.label } })}
                </ExternalLink>
              </>
            )}
          </span>
        </p>
      )}
      <div className="status__row">
        {gasPriceLabel !== undefined && (
          <span
            className="status__gas"
            title={_(TEXT.gasPriceTitle)}
            data-testid="gas-price"
            data-wei={gasPriceWei?.toString()}
          >
            {gasPriceLabel} {_(TEXT.gwei)}
          </span>
        )}
        {blockNumber !== undefined && blockHref && (
          <ExternalLink href={blockHref} className="status__block" testId="block-number">
            <span title={_(TEXT.blockNumberTitle)}>{blockNumber.toString()}</span>
            <span className={`status__dot${flashing ? ' status__dot--flash' : ''}`} aria-hidden />
          </ExternalLink>
        )}
      </div>
    </aside>
  )
}
