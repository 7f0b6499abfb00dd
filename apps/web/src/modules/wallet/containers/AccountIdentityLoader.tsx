import { Suspense } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { lazyNamed } from '../../../ui'

// The ENS lookup (viem's read path, the avatar resolution) is not part of the initial JS (issue
// 11 §1 budget): the chip loads it on demand; the wallet connects after the first paint anyway.
const AccountIdentity = lazyNamed(() => import('./AccountIdentity'), 'AccountIdentity')

/** The header chip's identity: the shortened address until the lookup's chunk is there. */
export function AccountIdentityLoader(p: {
  address: Address
  chain: ChainInfo | undefined
  shortAddress: string
}) {
  return (
    <Suspense
      fallback={
        <>
          {/* The avatar's place, so the chip does not widen when the chunk arrives. */}
          <span className="account-avatar" aria-hidden="true" style={{ width: 20, height: 20 }} />
          <span className="wallet-button__name">{p.shortAddress}</span>
        </>
      }
    >
      <AccountIdentity {...p} />
    </Suspense>
  )
}
