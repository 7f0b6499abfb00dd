import { shortenAddress, useFormatAmount } from '../../../lib/format'
import { useToggleModal } from '../../application'
import { WalletButtonView } from '../components/WalletButtonView'
import { useNativeBalance, useWallet } from '../hooks/useWallet'
import { useRestoringStore } from '../state/restoring'
import { AccountIdentityLoader } from './AccountIdentityLoader'

export interface WalletButtonProps {
  /**
   * The connected account's transactions waiting for a receipt (modules/transactions
   * usePendingCount): the shell passes it in, so wallet does not depend on transactions.
   */
  pendingCount?: number
}

/**
 * Header wallet button: 'Connect Wallet' | balance (3 s.f.) + address, or '{n} Pending' with a
 * spinner while the account has pending transactions | 'Wrong Network'; a spinner while
 * autoconnect asks the wallet used last (no 'Connect Wallet' flash before it reconnects).
 */
export function WalletButton({ pendingCount }: WalletButtonProps) {
  const toggle = useToggleModal('wallet')
  const format = useFormatAmount()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet : undefined
  const balance = useNativeBalance(account?.address, account?.chain)
  const restoring = useRestoringStore((s) => s.restoring)
  if (!account)
    return <WalletButtonView state={restoring ? 'restoring' : 'disconnected'} onClick={toggle} />
  if (!account.chain) return <WalletButtonView state="wrongNetwork" onClick={toggle} />
  const { symbol, decimals } = account.chain.nativeCurrency
  const shortAddress = shortenAddress(account.address)
  return (
    <WalletButtonView
      state="connected"
      shortAddress={shortAddress}
      identity={
        <AccountIdentityLoader
          address={account.address}
          chain={account.chain}
          shortAddress={shortAddress}
        />
      }
      // spec 01 §2: "The balance in the header is shown to 3 significant figures".
      balance={
        balance === undefined ? undefined : `${format.significant(balance, decimals)} ${symbol}`
      }
      pendingCount={pendingCount}
      onClick={toggle}
    />
  )
}
