import { Suspense } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { shortenAddress, useFormatAmount } from '../../../lib/format'
import { lazyNamed } from '../../../ui'
import { useToggleModal } from '../../application'
import { WalletButtonView } from '../components/WalletButtonView'
import { useNativeBalance, useWallet } from '../hooks/useWallet'
import { preloadWallet } from '../lazy'
import { useRestoringStore } from '../state/restoring'

export interface WalletButtonProps {
  /**
   * The connected account's transactions waiting for a receipt (modules/transactions
   * usePendingCount): the shell passes it in, so wallet does not depend on transactions.
   */
  pendingCount?: number
}

/**
 * Header wallet button: 'Connect Wallet' | balance (whole units, issue 34 #5) + address, or '{n} Pending' with a
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
    return (
      <WalletButtonView
        state={restoring ? 'restoring' : 'disconnected'}
        onClick={toggle}
        onIntent={preloadWallet}
      />
    )
  if (!account.chain) return <WalletButtonView state="wrongNetwork" onClick={toggle} />
  const { symbol, decimals } = account.chain.nativeCurrency
  const shortAddress = shortenAddress(account.address)
  return (
    <WalletButtonView
      state="connected"
      shortAddress={shortAddress}
      identity={
        <LazyAccountIdentity
          address={account.address}
          chain={account.chain}
          shortAddress={shortAddress}
        />
      }
      // spec 01 §2 shows the header balance to 3 significant figures, which read '10,000 ETH'
      // for 9,996 as if swaps had not touched it: a balance keeps its whole units (issue 34 #5).
      balance={balance === undefined ? undefined : `${format.balance(balance, decimals)} ${symbol}`}
      pendingCount={pendingCount}
      onClick={toggle}
    />
  )
}

// The ENS lookup (the avatar resolution) loads with the chip, not with the page: the wallet
// connects after the first paint anyway.
const AccountIdentity = lazyNamed(() => import('./AccountIdentity'), 'AccountIdentity')

/** The header chip's identity: the shortened address until the lookup's chunk is there. */
function LazyAccountIdentity(p: { address: Address; chain: ChainInfo; shortAddress: string }) {
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
