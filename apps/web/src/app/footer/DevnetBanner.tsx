import { useLingui } from '@lingui/react'
import { AlertTriangleIcon } from '../../ui'
import { APP_STRINGS } from '../strings'
import './DevnetBanner.css'

/** Why the local chains are missing, and how to get them (runtime config `devnetError`). */
export function DevnetBanner({ error }: { error: string }) {
  const { _ } = useLingui()
  return (
    <div className="devnet-banner" role="status" data-testid="devnet-banner">
      <AlertTriangleIcon size={20} />
      <div>
        <p className="devnet-banner__title">{_(APP_STRINGS.devnetTitle)}</p>
        <p className="devnet-banner__hint">{_(APP_STRINGS.devnetHint)}</p>
        <p className="devnet-banner__detail">{error}</p>
      </div>
    </div>
  )
}
