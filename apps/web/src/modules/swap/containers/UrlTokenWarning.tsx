// spec 01 §2 token warning for a URL's unlisted tokens, with issue 35's test buy and sale of each
// (the tokens module's TokenSafetyCheck) under the cards. Loaded with the warning.
import type { ChainInfo } from '../../../chain/chains'
import { TokenSafetyCheck } from '../../tokens'
import { TokenWarningModal, type TokenWarningModalProps } from '../components/TokenWarningModal'

export function UrlTokenWarning({
  chain,
  ...props
}: Omit<TokenWarningModalProps, 'notice'> & { chain: ChainInfo }) {
  return (
    <TokenWarningModal {...props} notice={(t) => <TokenSafetyCheck chain={chain} token={t} />} />
  )
}
