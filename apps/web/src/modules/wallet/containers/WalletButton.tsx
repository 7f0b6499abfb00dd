import { formatSignificant, shortenAddress } from '../../../lib/format'
import { useToggleModal } from '../../application'
import { usePendingCount } from '../../transactions'
import { WalletButtonView } from '../components/WalletButtonView'
import { useNativeBalance, useWallet } from '../hooks/useWallet'

/**
 * Header wallet button: 'Connect Wallet' | balance (3 s.f.) + address, or '{n} Pending' with a
 * spinner while the account has pending transactions | 'Wrong Network'.
 */
export function WalletButton() {
  const toggle = useToggleModal('wallet')
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet : undefined
  const balance = useNativeBalance(account?.address, account?.chain)
  const pendingCount = usePendingCount(account?.chain?.id, account?.address)
  if (!account) return <WalletButtonView state="disconnected" onClick={toggle} />
  if (!account.chain) return <WalletButtonView state="wrongNetwork" onClick={toggle} />
  const { symbol, decimals } = account.chain.nativeCurrency
  return (
    <WalletButtonView
      state="connected"
      shortAddress={shortenAddress(account.address)}
      // spec 01 §2: "The balance in the header is shown to 3 significant figures".
      balance={
        balance === undefined ? undefined : `${formatSignificant(balance, decimals)} ${symbol}`
      }
      pendingCount={pendingCount}
      onClick={toggle}
    />
  )
}
