import { Suspense, useState } from 'react'
import { lazyNamed } from '../../../ui'
import { useActiveChain } from '../../network'
import { CurrencySelectButton } from '../components/CurrencySelectButton'
import { TokenLogo } from '../components/TokenLogo'
import { usePrewarmSearch } from '../hooks/usePrewarmSearch'
import type { ListedToken } from '../types'
import { pickerLogoUrls } from '../utils/tokenLogos'

// The picker loads on the first click (issue 5 bundle budget); its search index is prewarmed.
const TokenPicker = lazyNamed(() => import('./TokenPicker'), 'TokenPicker')

export interface CurrencySelectProps {
  label: string
  value: ListedToken | undefined
  onChange: (token: ListedToken) => void
}

/** A currency button that opens the token picker on the active chain. */
export function CurrencySelect({ label, value, onChange }: CurrencySelectProps) {
  const chain = useActiveChain()
  const [open, setOpen] = useState(false)
  usePrewarmSearch(chain.id)
  const token = value?.chainId === chain.id ? value : undefined
  return (
    <>
      <CurrencySelectButton
        label={label}
        symbol={token?.symbol}
        logo={
          token && (
            <TokenLogo
              address={token.address}
              symbol={token.symbol}
              urls={pickerLogoUrls(token, chain)}
            />
          )
        }
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <TokenPicker
            isOpen
            onDismiss={() => setOpen(false)}
            chain={chain}
            selectedAddress={token?.address}
            onSelect={onChange}
          />
        </Suspense>
      )}
    </>
  )
}
