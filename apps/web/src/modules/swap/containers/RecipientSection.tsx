import { useLingui } from '@lingui/react'
import { Suspense, useState } from 'react'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { lazyNamed } from '../../../ui'
import type { RecipientLookup } from '../hooks/useRecipient'
import { useSwapStore } from '../state/swapStore'
import { SWAP_STRINGS as S } from '../strings'

const RecipientField = lazyNamed(() => import('../components/RecipientField'), 'RecipientField')

/** spec 01 §2 Recipient field: '+ Add a send', the field, '- Remove recipient'. */
export function RecipientSection({
  chain,
  lookup,
  canAdd,
}: {
  chain: ChainInfo
  lookup: RecipientLookup
  /** The add link shows for a connected swap (not for a wrap). */
  canAdd: boolean
}) {
  const { _ } = useLingui()
  const recipient = useSwapStore((s) => s.recipient)
  const setRecipient = useSwapStore((s) => s.setRecipient)
  const [shown, setShown] = useState(false)
  if (recipient === null && !shown) {
    if (!canAdd) return null
    return (
      <button
        type="button"
        className="swap-link-button"
        onClick={() => {
          setShown(true)
          setRecipient('')
        }}
      >
        {_(S.addRecipient)}
      </button>
    )
  }
  const address = lookup.address
  return (
    <Suspense fallback={null}>
      <RecipientField
        value={recipient ?? ''}
        onChange={(v) => setRecipient(v.replace(/\s/g, ''))}
        onRemove={() => {
          setRecipient(null)
          setShown(false)
        }}
        invalid={recipient !== '' && lookup.state === 'invalid'}
        explorerHref={address && explorerLink(chain, address, 'address')}
        resolvedAddress={address && recipient !== address ? address : undefined}
      />
    </Suspense>
  )
}
