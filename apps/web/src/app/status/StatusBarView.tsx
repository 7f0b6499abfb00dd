import { useLingui } from '@lingui/react'
import { AlertTriangleIcon, ExternalLink } from '../../ui'
import { APP_STRINGS } from '../strings'
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
      aria-label={_(APP_STRINGS.networkStatus)}
    >
      {unreachable && (
        <p className="status__warning" role="alert" data-testid="connection-failure">
          <AlertTriangleIcon size={16} />
          <span>{_(APP_STRINGS.connectionFailure)}</span>
        </p>
      )}
      {stall && !unreachable && (
        <p className="status__warning" role="alert" data-testid="stall-warning">
          <AlertTriangleIcon size={16} />
          <span>
            {_(APP_STRINGS.stallWarning)}
            {stall.statusPage && (
              <>
                {' '}
                <ExternalLink href={stall.statusPage}>
                  {_({ ...APP_STRINGS.stallStatusPage, values: { label: stall.label } })}
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
            title={_(APP_STRINGS.gasPriceTitle)}
            data-testid="gas-price"
            data-wei={gasPriceWei?.toString()}
          >
            {gasPriceLabel} {_(APP_STRINGS.gwei)}
          </span>
        )}
        {blockNumber !== undefined && blockHref && (
          <ExternalLink href={blockHref} className="status__block" testId="block-number">
            <span title={_(APP_STRINGS.blockNumberTitle)}>{blockNumber.toString()}</span>
            <span className={`status__dot${flashing ? ' status__dot--flash' : ''}`} aria-hidden />
          </ExternalLink>
        )}
      </div>
    </aside>
  )
}
