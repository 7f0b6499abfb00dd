// The swap form's dialogs that need no wallet (spec 01 §2 token warning, §5 Unsupported assets);
// the send dialogs are SwapSend's. Each loads when it first opens (issue 5 bundle budget).
import { Suspense } from 'react'
import { useLocation } from 'wouter'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { lazyNamed } from '../../../ui'
import { useCloseModals, useModalOpen } from '../../application'
import type { SwapCurrency } from '../../quote'
import { useCustomTokensStore } from '../../tokens'
import type { SwapFlow } from '../hooks/useSwapFlow'

const TokenWarningModal = lazyNamed(() => import('./UrlTokenWarning'), 'UrlTokenWarning')
const UnsupportedAssetsModal = lazyNamed(
  () => import('../components/UnsupportedAssetsModal'),
  'UnsupportedAssetsModal',
)

export interface SwapDialogsProps {
  chain: ChainInfo
  flow: SwapFlow
  /** The URL's tokens on no active list (spec 01 §2 token warning). */
  unlisted: SwapCurrency[]
}

export function SwapDialogs({ chain, flow, unlisted }: SwapDialogsProps) {
  const [, navigate] = useLocation()
  const addToken = useCustomTokensStore((s) => s.addToken)
  const unsupportedOpen = useModalOpen('unsupportedAssets')
  const closeModals = useCloseModals()
  return (
    <>
      {unsupportedOpen && flow.unsupported.length > 0 && (
        <Suspense fallback={null}>
          <UnsupportedAssetsModal
            tokens={flow.unsupported.map((t) => ({
              ...t,
              explorerHref: explorerLink(chain, t.address, 'token'),
            }))}
            onDismiss={closeModals}
          />
        </Suspense>
      )}
      {unlisted.length > 0 && (
        <Suspense fallback={null}>
          <TokenWarningModal
            tokens={unlisted.map((t) => ({
              ...t,
              explorerHref: explorerLink(chain, t.address, 'token'),
            }))}
            onImport={() => {
              for (const t of unlisted) addToken(t)
            }}
            onCancel={() => navigate('/swap')}
            chain={chain}
          />
        </Suspense>
      )}
    </>
  )
}
