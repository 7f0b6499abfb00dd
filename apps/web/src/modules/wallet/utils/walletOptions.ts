// Which wallets the modal lists, in which order (spec 01 §2 "Wallet options", issue 2 §4).
import { LOCAL_WALLET_ID } from '../../../chain/localWallet'

export type WalletKind =
  | 'local'
  | 'announced' // a browser wallet announced by EIP-6963, under its own name and icon
  | 'injected' // window.ethereum from a wallet that does not announce itself
  | 'metaMask'
  | 'walletConnect'
  | 'coinbaseWallet'

/** The part of a wagmi connector the list needs. */
export interface ConnectorLike {
  uid: string
  id: string
  name: string
  type: string
  icon?: string | undefined
}

export interface WalletOption<C extends ConnectorLike = ConnectorLike> {
  /** The connector's uid: unique even when two connectors share an id. */
  key: string
  kind: WalletKind
  name: string
  icon: string | undefined
  connector: C
}

const ORDER: readonly WalletKind[] = [
  'local',
  'announced',
  'injected',
  'metaMask',
  'walletConnect',
  'coinbaseWallet',
]

function kindOf(connector: ConnectorLike): WalletKind | undefined {
  if (connector.id === LOCAL_WALLET_ID) return 'local'
  switch (connector.type) {
    case 'injected':
      return connector.id === 'injected' ? 'injected' : 'announced'
    case 'metaMask':
      return 'metaMask'
    case 'walletConnect':
      return 'walletConnect'
    case 'coinbaseWallet':
      return 'coinbaseWallet'
    default:
      return undefined // e.g. Safe: only ever connected automatically inside a Safe host
  }
}

export interface WalletOptionsParameters<C extends ConnectorLike> {
  connectors: readonly C[]
  /** The Local test wallet is listed only while the app is on a local chain. */
  onLocalChain: boolean
  /** window.ethereum exists (a wallet that injects itself). */
  hasInjectedProvider: boolean
  /** The name shown for a window.ethereum wallet that does not announce its own. */
  injectedName: string
  /** The Local test wallet's name in the user's language (its connector's is English). */
  localName?: string | undefined
}

export function walletOptions<C extends ConnectorLike>({
  connectors,
  onLocalChain,
  hasInjectedProvider,
  injectedName,
  localName,
}: WalletOptionsParameters<C>): WalletOption<C>[] {
  const options: WalletOption<C>[] = []
  for (const connector of connectors) {
    const kind = kindOf(connector)
    if (!kind) continue
    if (kind === 'local' && !onLocalChain) continue
    const name =
      kind === 'injected'
        ? injectedName
        : kind === 'local'
          ? (localName ?? connector.name)
          : connector.name
    options.push({ key: connector.uid, kind, name, icon: connector.icon, connector })
  }
  // Wallets that announce themselves also inject window.ethereum: the anonymous entry is only
  // for a wallet that does not announce, so it shows when nothing announced.
  const announced = options.some((o) => o.kind === 'announced')
  return options
    .filter((o) => o.kind !== 'injected' || (hasInjectedProvider && !announced))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
}
