import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import {
  type ComponentType,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useReducer,
  useRef,
} from 'react'
import type { Address } from 'viem'
import { type Connector, useConfig, WagmiContext } from 'wagmi'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { shortenAddress, useFormatAmount } from '../../../lib/format'
import { Modal } from '../../../ui'
import { useCloseModals, useModalOpen } from '../../application'
import { useActiveChain } from '../../network'
import { connectWallet } from '../actions/connectWallet'
import { disconnectWallet } from '../actions/disconnectWallet'
import { AccountView } from '../components/AccountView'
import { LegalView } from '../components/LegalView'
import { ModalHeader } from '../components/ModalHeader'
import { OptionsView } from '../components/OptionsView'
import { PendingView } from '../components/PendingView'
import { useCopied } from '../hooks/useCopied'
import { useEnsIdentity } from '../hooks/useEnsIdentity'
import { useNativeBalance, useWallet } from '../hooks/useWallet'
import { useWalletOptions } from '../hooks/useWalletOptions'
import { walletConfig } from '../session'
import { initialWalletModalState, walletModalReducer } from '../state/walletModalView'
import { WALLET_STRINGS } from '../strings'
import type { WalletOption } from '../utils/walletOptions'

// The texts only this part shows.
const TEXT = {
  connectAWallet: msg`Connect a wallet`,
  transactionsPlaceholder: msg`Your transactions will appear here...`,
  legalTitle: msg`Legal & Privacy`,
}

export interface WalletModalProps {
  /**
   * The account view's recent-transactions panel (modules/transactions' RecentTransactions): the
   * shell passes it in, so wallet does not depend on transactions. Without it, or off a known
   * chain, the account view shows the placeholder text.
   */
  RecentTransactions?: ComponentType<{ chain: ChainInfo; account: Address }>
}

/**
 * The wallet modal (spec 01 §2), open while the application's open modal is 'wallet'. It waits
 * (suspends) for the wallet's wagmi config, which loads after the first paint (session.ts).
 */
export function WalletModal(props: WalletModalProps) {
  const config = use(walletConfig())
  return (
    <WagmiContext.Provider value={config}>
      <WalletModalBody {...props} />
    </WagmiContext.Provider>
  )
}

function WalletModalBody({ RecentTransactions }: WalletModalProps) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const open = useModalOpen('wallet')
  const closeModals = useCloseModals()
  const config = useConfig()
  const wallet = useWallet()
  const activeChain = useActiveChain()
  const options = useWalletOptions()
  const connected = wallet.status === 'connected'
  // The loader mounts the modal on each opening: its first render already shows the right view
  // (an effect would paint the options list for a frame, and move focus off a removed button).
  const [state, dispatch] = useReducer(walletModalReducer, connected, (isConnected) =>
    walletModalReducer(initialWalletModalState, { type: 'opened', connected: isConnected }),
  )
  const [copied, copy] = useCopied()
  const pendingOption = useRef<WalletOption<Connector> | null>(null)
  const attempt = useRef(0)
  attempt.current = state.attempt

  const connectedUid = connected ? wallet.connector.uid : undefined
  const account = connected ? wallet : undefined
  const balance = useNativeBalance(account?.address, account?.chain)
  const identity = useEnsIdentity(account?.address, account?.chain)

  // Each opening starts on the account view when connected, else on the options list (for
  // openings while mounted; the first one is the reducer's initial state).
  const wasOpen = useRef(open)
  useEffect(() => {
    if (open && !wasOpen.current) dispatch({ type: 'opened', connected })
    wasOpen.current = open
  }, [open, connected])

  // Follow connections made or lost outside the modal's own flow.
  const previousUid = useRef(connectedUid)
  useEffect(() => {
    if (connectedUid === previousUid.current) return
    previousUid.current = connectedUid
    dispatch({ type: connectedUid ? 'walletConnected' : 'walletDisconnected' })
  }, [connectedUid])

  const tryConnect = useCallback(
    async (option: WalletOption<Connector>, attemptId: number) => {
      try {
        // The Local test wallet starts on the chain the app shows; others keep their own.
        const chainId = option.kind === 'local' ? activeChain.id : undefined
        await connectWallet(config, { connector: option.connector, chainId })
        dispatch({ type: 'connectSucceeded', attempt: attemptId })
      } catch (error) {
        console.error(`Error connecting ${option.name}`, error)
        dispatch({ type: 'connectFailed', attempt: attemptId })
      }
    },
    [config, activeChain.id],
  )

  const onChoose = (key: string) => {
    const option = options.find((o) => o.key === key)
    if (!option) return
    if (option.key === connectedUid) {
      dispatch({ type: 'walletConnected' }) // already connected: back to its account view
      return
    }
    pendingOption.current = option
    dispatch({ type: 'walletChosen', walletId: option.key })
    void tryConnect(option, attempt.current + 1)
  }

  const onRetry = () => {
    const option = pendingOption.current
    if (!option) return
    dispatch({ type: 'retried' })
    void tryConnect(option, attempt.current + 1)
  }

  const onDisconnect = () => {
    disconnectWallet(config).catch((error: unknown) => console.error('Disconnect failed', error))
  }

  const wrongNetwork = account !== undefined && account.chain === undefined
  const back = () => dispatch({ type: 'back' })
  let title: string = _(TEXT.connectAWallet)
  let onBack: (() => void) | undefined
  let body: ReactNode = null
  let shown = state.view

  if (state.view === 'account' && account) {
    title = _(wrongNetwork ? WALLET_STRINGS.wrongNetwork : WALLET_STRINGS.account)
    const symbol = account.chain?.nativeCurrency.symbol
    body = (
      <AccountView
        connectorName={account.connector.name}
        address={account.address}
        shortAddress={shortenAddress(account.address)}
        ensName={identity?.name}
        avatarUrls={identity?.avatarUrls ?? []}
        balance={
          balance !== undefined && symbol
            ? `${format.balance(balance, account.chain?.nativeCurrency.decimals ?? 18)} ${symbol}`
            : undefined
        }
        explorerUrl={account.chain && explorerLink(account.chain, account.address, 'address')}
        copied={copied}
        wrongNetwork={wrongNetwork}
        onCopy={() => copy(account.address)}
        onChange={() => dispatch({ type: 'changeWallet' })}
        onDisconnect={onDisconnect}
        recentTransactions={
          RecentTransactions && account.chain ? (
            <RecentTransactions chain={account.chain} account={account.address} />
          ) : (
            <p className="wallet-transactions__empty">{_(TEXT.transactionsPlaceholder)}</p>
          )
        }
      />
    )
  } else if (state.view === 'pending' && pendingOption.current) {
    onBack = back
    body = (
      <PendingView
        walletName={pendingOption.current.name}
        walletIcon={pendingOption.current.icon}
        error={state.pendingError}
        retryFailed={state.pendingFailures > 1}
        onRetry={onRetry}
      />
    )
  } else if (state.view === 'legal') {
    title = _(TEXT.legalTitle)
    onBack = back
    body = <LegalView />
  } else {
    shown = 'options'
    // With a wallet connected ('Change'), the back arrow returns to its account view.
    if (account) onBack = () => dispatch({ type: 'walletConnected' })
    body = (
      <OptionsView
        options={options}
        connectedKey={connectedUid}
        onChoose={onChoose}
        onShowLegal={() => dispatch({ type: 'legalOpened' })}
      />
    )
  }

  return (
    <Modal isOpen={open} onDismiss={closeModals} title={title} hideHeader>
      <div className="wallet-modal" data-testid="wallet-modal" data-view={shown}>
        <ModalHeader title={title} onBack={onBack} onClose={closeModals} />
        {body}
      </div>
    </Modal>
  )
}
