// The "Local test wallet" wagmi connector (issue 2 §4): wraps the in-page provider that signs with
// the devnet's first funded account. It remembers being connected (and on which local chain) in
// wagmi's storage, so a reload reconnects without asking. Loaded on first use (index.ts).
import { type Address, type Chain, getAddress, numberToHex } from 'viem'
import { createConnector } from 'wagmi'
import { UnsupportedChainIdError } from '../../../../chain/errors'
import {
  LOCAL_WALLET_ID,
  LOCAL_WALLET_NAME,
  LOCAL_WALLET_TYPE,
} from '../../../../chain/localWallet'
import type { LocalWalletProvider } from './localWalletProvider'

interface LocalWalletStorage extends Record<string, unknown> {
  'localTestWallet.connected': boolean
  'localTestWallet.chainId': number
}

export interface LocalWalletParameters {
  privateKey: `0x${string}`
  /** The devnet's chains (viem form); the wallet refuses every other chain. */
  chains: readonly Chain[]
}

localWallet.type = LOCAL_WALLET_TYPE

export function localWallet({ privateKey, chains }: LocalWalletParameters) {
  let provider: LocalWalletProvider | undefined
  let onChainChanged: ((chainId: unknown) => void) | undefined

  return createConnector<LocalWalletProvider, Record<string, unknown>, LocalWalletStorage>(
    (config) => ({
      id: LOCAL_WALLET_ID,
      name: LOCAL_WALLET_NAME,
      type: localWallet.type,

      async connect({ chainId, withCapabilities } = {}) {
        const p = await this.getProvider()
        if (chainId !== undefined && chainId !== p.chainId)
          await p.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        if (!onChainChanged) {
          onChainChanged = (id) => this.onChainChanged(String(id))
          p.on('chainChanged', onChainChanged)
        }
        await config.storage?.setItem('localTestWallet.connected', true)
        await config.storage?.setItem('localTestWallet.chainId', p.chainId)
        const accounts = [p.address]
        return {
          // wagmi's own connectors return this union the same way.
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: p.chainId,
        }
      },

      async disconnect() {
        if (provider && onChainChanged) provider.removeListener('chainChanged', onChainChanged)
        onChainChanged = undefined
        await config.storage?.removeItem('localTestWallet.connected')
      },

      async getAccounts(): Promise<readonly Address[]> {
        const p = await this.getProvider()
        return [p.address]
      },

      async getChainId() {
        return (await this.getProvider()).chainId
      },

      async getProvider() {
        if (!provider) {
          // Loaded on first use: the signing code (secp256k1, hashes) stays out of the first bundle.
          const [{ createLocalWalletProvider }, stored] = await Promise.all([
            import('./localWalletProvider'),
            config.storage?.getItem('localTestWallet.chainId'),
          ])
          provider ??= createLocalWalletProvider({
            privateKey,
            chains,
            initialChainId: typeof stored === 'number' ? stored : undefined,
          })
        }
        return provider
      },

      async isAuthorized() {
        if (chains.length === 0) return false
        return (await config.storage?.getItem('localTestWallet.connected')) === true
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain || !chains.some((c) => c.id === chainId))
          throw new UnsupportedChainIdError(chainId)
        const p = await this.getProvider()
        await p.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },

      onChainChanged(chain) {
        const chainId = Number(chain)
        void config.storage?.setItem('localTestWallet.chainId', chainId)
        config.emitter.emit('change', { chainId })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }),
  )
}
