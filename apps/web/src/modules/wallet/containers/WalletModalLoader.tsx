import { Suspense } from 'react'
import { lazyNamed } from '../../../ui'
import { useModalOpen } from '../../application'
import type { WalletModalProps } from './WalletModal'

const WalletModal = lazyNamed(() => import('./WalletModal'), 'WalletModal')

/** The wallet modal, loaded the first time it opens (issue 5 bundle budget). */
export function WalletModalLoader(props: WalletModalProps) {
  const open = useModalOpen('wallet')
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <WalletModal {...props} />
    </Suspense>
  )
}
