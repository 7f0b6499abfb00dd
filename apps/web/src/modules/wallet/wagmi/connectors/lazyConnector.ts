// A wagmi connector whose code loads on first use: a wallet's SDK loads only when the user picks
// that wallet or autoconnect needs it.
// The wallet list needs only the connector's id, name, type and EIP-6963 rdns, so those are given
// up front; the first call that needs the wallet loads the real connector and hands over to it.
// WalletConnect's connector would otherwise load its SDK in `setup()`, i.e. at start-up.
import type { CreateConnectorFn } from 'wagmi'

export interface LazyConnectorMeta {
  id: string
  name: string
  type: string
  /** EIP-6963 reverse-DNS names: wagmi hides an announced wallet this connector already covers. */
  rdns?: string | readonly string[] | undefined
}

type Connector = ReturnType<CreateConnectorFn>

export function lazyConnector(
  meta: LazyConnectorMeta,
  load: () => Promise<CreateConnectorFn>,
): CreateConnectorFn {
  return (config) => {
    let inner: Promise<Connector> | undefined
    const real = (): Promise<Connector> => {
      inner ??= load().then((create) => {
        const connector = create(config)
        // Deferred from start-up: listeners the real connector sets on its provider.
        void connector.setup?.()
        return connector
      })
      return inner
    }
    const connector: Connector = {
      ...meta,
      rdns: meta.rdns as Connector['rdns'],
      async connect(parameters) {
        const c = await real()
        return c.connect(parameters as never) as never
      },
      async disconnect() {
        await (await real()).disconnect()
      },
      async getAccounts() {
        return (await real()).getAccounts()
      },
      async getChainId() {
        return (await real()).getChainId()
      },
      async getProvider(parameters) {
        return (await real()).getProvider(parameters)
      },
      async isAuthorized() {
        return (await real()).isAuthorized()
      },
      async switchChain(parameters) {
        const c = await real()
        if (!c.switchChain) throw new Error(`${meta.name} cannot switch networks`)
        return c.switchChain(parameters)
      },
      onAccountsChanged(accounts) {
        void real().then((c) => c.onAccountsChanged(accounts))
      },
      onChainChanged(chainId) {
        void real().then((c) => c.onChainChanged(chainId))
      },
      onDisconnect(error) {
        void real().then((c) => c.onDisconnect(error))
      },
    }
    return connector
  }
}
