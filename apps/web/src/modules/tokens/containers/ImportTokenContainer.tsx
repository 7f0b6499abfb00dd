import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { ImportTokenView } from '../components/ImportTokenView'
import { TokenLogo } from '../components/TokenLogo'
import { TokenSafetyCheck } from '../safety/TokenSafetyCheck'
import { useCustomTokensStore } from '../state/customTokens'
import type { ListedToken } from '../types'
import { pickerLogoUrls } from '../utils/tokenLogos'

/** The picker's import-token view (spec 01 §4 "Token dialog view flow"): adds the user's token. */
export function ImportTokenContainer({
  chain,
  token,
  blocked,
  onBack,
  onImported,
}: {
  chain: ChainInfo
  token: ListedToken
  blocked: boolean
  onBack: () => void
  onImported: (token: ListedToken) => void
}) {
  return (
    <ImportTokenView
      tokens={[token]}
      blocked={blocked}
      explorerUrl={(address) => explorerLink(chain, address, 'token')}
      logo={(t) => (
        <TokenLogo address={t.address} symbol={t.symbol} urls={pickerLogoUrls(t, chain)} />
      )}
      onBack={onBack}
      notice={(t) => <TokenSafetyCheck chain={chain} token={t} />}
      onImport={() => {
        const { listName: _source, ...info } = token
        useCustomTokensStore.getState().addToken(info)
        onImported(token)
      }}
    />
  )
}
