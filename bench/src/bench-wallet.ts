// The injected wallet the browser benches connect with: the e2e wallet, on devnet account
// `index` of the L1, having already authorized the site (the app connects on load).
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import { E2EWallet } from '../../e2e/harness/wallet/e2e-wallet.ts'

export function benchWallet(manifest: Manifest, l1: ManifestChain, index: number): E2EWallet {
  const key = manifest.accounts[index]?.privateKey
  if (!key) throw new Error(`the devnet has no account ${index}`)
  return new E2EWallet({
    account: { privateKey: key },
    chains: manifest.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    chainId: l1.chainId,
    authorized: true,
    name: 'Bench Wallet',
  })
}
