// Issue 17: the mainnet replica for the specs that run on it (replica-swap.spec.ts). The built
// app is the run's one build: it reads the devnet manifest at run time, so serving the replica's
// manifest at the devnet's manifest URL (and routing its quote requests to the replica's quote
// service) points the same build at the replica, exactly as `npm start -- --replica mainnet` does.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type Manifest, startDevnet } from '@tidepool/devnet'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { createQuoteServer } from '@tidepool/quote-service'
import { test as base } from './fixtures.ts'
import { DEVNET_HTTP_URL, HOST, PORTS, QUOTE_URL, slotStateDir, WORKER_SLOT } from './paths.ts'
import { E2EWallet } from './wallet/e2e-wallet.ts'

export interface ReplicaRun {
  manifest: Manifest
  quoteUrl: string
  stop(): Promise<void>
}

export async function startReplicaRun(): Promise<ReplicaRun> {
  const devnet = await startDevnet({
    replica: 'mainnet',
    l1Port: PORTS.replicaRpc,
    httpPort: PORTS.replicaHttp,
    stateDir: join(slotStateDir(WORKER_SLOT), 'replica'),
  })
  try {
    // The first read of the chain takes every pool's tick bitmap (seconds; more on a busy
    // machine): wait for it, so the page's first quote does not queue behind it.
    let warmed: (error?: string) => void = () => {}
    const warm = new Promise<string | undefined>((resolve) => {
      warmed = resolve
    })
    const quotes = await createQuoteServer({
      manifest: devnet.manifest,
      host: HOST,
      port: PORTS.replicaQuote,
      warmUp: true,
      log: (entry) => {
        if (entry.msg === 'pool state loaded') warmed()
        else if (entry.msg === 'warm-up failed') warmed(String(entry.error))
        else if (entry.level === 'error') console.error(`[replica quote] ${JSON.stringify(entry)}`)
      },
    })
    const started = Date.now()
    const failed = await warm
    if (failed) console.error(`[replica quote] warm-up failed: ${failed}`)
    console.log(`[e2e] mainnet replica up; quote service warmed in ${Date.now() - started} ms`)
    return {
      manifest: devnet.manifest,
      quoteUrl: quotes.url,
      stop: async () => {
        await quotes.close()
        await devnet.stop()
      },
    }
  } catch (e) {
    await devnet.stop()
    throw e
  }
}

/** Makes `page`'s app load the replica: its manifest, and its quote service for quotes. */
export async function routeAppToReplica(page: Page, replica: ReplicaRun): Promise<void> {
  await page.route(`${DEVNET_HTTP_URL}/manifest.json`, (route) =>
    route.fulfill({
      json: replica.manifest,
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
    }),
  )
  await page.route(`${QUOTE_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(QUOTE_URL, replica.quoteUrl) }),
  )
}

/**
 * The e2e fixtures with the replica: a worker-scoped replica run, its chain, and the injected
 * wallet on the replica's chain 1 instead of the devnet's chains.
 */
export const replicaTest = base.extend<{ chain: ManifestChain; replica: ReplicaRun }>({
  replica: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const replica = await startReplicaRun()
      await use(replica)
      await replica.stop()
    },
    // Test-scoped (issue 30): one test uses it, and a worker fixture kept the replica's node
    // and quote service running beside the devnet for the rest of the run.
    { timeout: 120_000 },
  ],
  chain: async ({ replica }, use) => {
    const chain = replica.manifest.chains[0]
    if (!chain) throw new Error('the replica manifest has no chain')
    await use(chain)
  },
  // The injected wallet knows the replica's chain 1 (and signs with devnet account 0).
  wallet: async ({ page, replica, chain }, use) => {
    const account = replica.manifest.accounts[0]
    if (!account) throw new Error('no devnet account')
    const wallet = new E2EWallet({
      account: { privateKey: account.privateKey },
      chains: [{ chainId: chain.chainId, name: 'Ethereum', rpcUrl: chain.rpcUrl }],
      chainId: chain.chainId,
      name: 'E2E Wallet',
    })
    await wallet.install(page)
    await use(wallet)
  },
})
