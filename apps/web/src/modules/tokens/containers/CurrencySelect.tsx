import { Suspense, useMemo, useState } from 'react'
import { lazyNamed, TokenButton, TokenLogo } from '../../../ui'
import { useActiveChain } from '../../network'
import { useChainTokens } from '../hooks/useActiveTokens'
import type { ListedToken } from '../types'
import { pickerLogoUrls } from '../utils/tokenLogos'
import { shortenSymbol } from '../utils/tokenMetadata'

// The picker loads on the first click (issue 5 bundle budget); its search index is prewarmed
// after the first paint (TokenListsSync).
// The button's look ships with the page (ui TokenButton), so it is finished before the picker.
const TokenPicker = lazyNamed(() => import('./TokenPicker'), 'TokenPicker')

export interface CurrencySelectProps {
  label: string
  value: ListedToken | undefined
  onChange: (token: ListedToken) => void
}

/**
 * A currency button ('Select a token' / the chosen token, its symbol shortened) that opens the
 * token picker on the active chain.
 */
export function CurrencySelect({ label, value, onChange }: CurrencySelectProps) {
  const chain = useActiveChain()
  const [open, setOpen] = useState(false)
  const token = value?.chainId === chain.id ? value : undefined
  // A token read from the chain (a URL opened before the lists loaded) has no logo of its own:
  // the lists' entry for the same address gives it one when they arrive.
  const { active, inactive } = useChainTokens(chain.id)
  const logoSource = useMemo(() => {
    if (!token || token.logoURI) return token
    const address = token.address.toLowerCase()
    const find = (list: readonly ListedToken[]) =>
      list.find((t) => t.address.toLowerCase() === address)
    return find(active) ?? find(inactive) ?? token
  }, [token, active, inactive])
  return (
    <>
      <TokenButton
        label={label}
        symbol={token?.symbol}
        displaySymbol={token && shortenSymbol(token.symbol)}
        logo={
          token &&
          logoSource && (
            <TokenLogo
              seed={token.address}
              symbol={token.symbol}
              srcs={pickerLogoUrls(logoSource, chain)}
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
