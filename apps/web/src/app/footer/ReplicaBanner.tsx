import { useLingui } from '@lingui/react'
import { AlertTriangleIcon } from '../../ui'
import { REPLICA_STRINGS } from './replicaStrings'
import './DevnetBanner.css'

/**
 * Issue 17: shown while the app runs on a replica of a public network (runtime config `replica`):
 * the replica uses the real chain id, so what is signed here would be valid on the real network.
 */
export function ReplicaBanner({ network, chainId }: { network: string; chainId: number }) {
  const { _ } = useLingui()
  return (
    <div className="devnet-banner" role="status" data-testid="replica-banner">
      <AlertTriangleIcon size={20} />
      <div>
        <p className="devnet-banner__title">
          {_({ ...REPLICA_STRINGS.replicaTitle, values: { network, chainId } })}
        </p>
        <p className="devnet-banner__hint">{_(REPLICA_STRINGS.replicaHint)}</p>
      </div>
    </div>
  )
}
