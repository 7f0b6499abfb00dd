// The fixtures every spec uses: the devnet of this run, snapshot isolation around each test,
// the injected wallet and a small page object for the app's shell.
import { test as base, expect } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { type Address, parseUnits } from 'viem'
import { AppShell } from './app-shell.ts'
import { latestBlock } from './rpc.ts'
import { type RunInfo, readRunInfo } from './run-info.ts'
import { E2EWallet, type SmartWallet } from './wallet/e2e-wallet.ts'
import { createContractAccount, delegateToBatchAccount } from './wallet/smart-account.ts'

export interface Devnet extends RunInfo {
  l1: ManifestChain
  l2: ManifestChain
  /** Issue 33: the OP-stack-style L2 (GasPriceOracle predeploy, L1 data fee). */
  op: ManifestChain
  chain(chainId: number): ManifestChain
}

export interface WalletOptions {
  /** Index into the manifest's funded accounts (signs), or any address (watch-only). */
  account: number | Address
  /** Chain the wallet starts on: the local L1, the local L2, the OP-stack-style L2 or any id. */
  chain: 'l1' | 'l2' | 'op' | number
  /** Authorized before the test: eth_accounts answers the account without a prompt. */
  authorized: boolean
  /** EIP-6963 name the wallet announces. */
  name: string
  /**
   * Issue 18: a real smart wallet on the starting chain, set up inside the test's snapshot
   * (wallet/smart-account.ts): the account's EOA delegated by EIP-7702, or a contract account
   * owned by it and funded with `fund` (symbol and decimal amount of seed tokens).
   */
  smart?: {
    kind: 'delegated' | 'contract'
    batching: boolean
    fund?: readonly { symbol: string; amount: string }[]
  } | null
}

function loadDevnet(): Devnet {
  const info = readRunInfo()
  const l1 = info.manifest.chains.find((c) => c.layer === 1)
  const l2 = info.manifest.chains.find((c) => c.layer === 2)
  const op = info.manifest.chains.find((c) => c.family === 'optimism')
  if (!l1 || !l2 || !op)
    throw new Error('the e2e devnet must run a local L1, a local L2 and an OP-stack-style L2')
  const chain = (chainId: number) => {
    const c = info.manifest.chains.find((x) => x.chainId === chainId)
    if (!c) throw new Error(`no devnet chain ${chainId}`)
    return c
  }
  return { ...info, l1, l2, op, chain }
}

/** Set when a revert failed: the devnet's state is then unknown for the rest of the run. */
let leakedFrom: string | null = null

export const test = base.extend<
  {
    walletOptions: WalletOptions
    chainSnapshot: undefined
    wallet: E2EWallet
    app: AppShell
  },
  { devnet: Devnet }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  devnet: [async ({}, use) => use(loadDevnet()), { scope: 'worker' }],

  // Each worker slot has an app server of its own (harness/paths.ts); the config names slot 0's.
  baseURL: async ({ devnet }, use) => use(devnet.appUrl),

  walletOptions: [
    { account: 0, chain: 'l1', authorized: false, name: 'E2E Wallet', smart: null },
    { option: true },
  ],

  // Auto fixtures are set up first and torn down last: the revert runs after the page closed.
  chainSnapshot: [
    async ({ devnet }, use, testInfo) => {
      if (leakedFrom) throw new Error(`chain state leaked: evm_revert failed after "${leakedFrom}"`)
      // One snapshot per node (two chains on one node would consume each other's snapshot).
      const urls = [...new Set(devnet.manifest.chains.map((c) => c.rpcUrl))]
      const ids = await Promise.all(urls.map((url) => snapshot(url)))
      // Every revert takes the chain back to the head block of the first snapshot, so that
      // block grows as old as the run, and past the stall limit (spec 01 §9, 10 min) every page
      // would open warning 'You may have lost your network connection.' until the next interval
      // block. A head older than a minute gets a fresh block inside this test's snapshot (reverted
      // with it, so block numbers do not creep up over the run).
      const nowSec = Math.floor(Date.now() / 1000)
      const stale = async (url: string) => (await latestBlock(url)).timestamp < nowSec - 60
      await Promise.all(
        urls.map(async (url) => {
          if (!(await stale(url))) return
          await rpc(url, 'evm_mine', [nowSec]).catch(async (e: unknown) => {
            // An interval block landed between the two calls, dated after nowSec (a test that
            // moved the chain's time leaves the node's clock ahead): the head is fresh already.
            if (await stale(url)) throw e
          })
        }),
      )
      await use(undefined)
      // The nodes revert side by side (each is a process of its own: one at a time cost a round
      // trip per chain in every test, bench/README 'Suite speed, session 12').
      const failed: string[] = []
      await Promise.all(
        urls.map(async (url, i) => {
          const id = ids[i]
          // revert() throws unless the node answers true (a used or unknown id answers false).
          await (id === undefined
            ? Promise.reject(new Error('no snapshot'))
            : revert(url, id)
          ).catch((e: unknown) => failed.push(`${url} (snapshot ${id}): ${String(e)}`))
        }),
      )
      // A failed revert leaks this test's chain state into the next ones: fail this test and
      // every later one in this worker rather than let them pass or fail on foreign state.
      if (failed.length > 0) {
        leakedFrom = testInfo.titlePath.join(' › ')
        throw new Error(`evm_revert failed on ${failed.join(', ')}`)
      }
    },
    { auto: true },
  ],

  // Every page has the wallet installed, like a browser with an extension: the app sees it
  // whether or not the test talks to it.
  wallet: [
    async ({ page, devnet, walletOptions: o, chainSnapshot: _snapshotFirst }, use) => {
      let account: { privateKey: `0x${string}` } | { address: Address }
      if (typeof o.account === 'number') {
        const a = devnet.manifest.accounts[o.account]
        if (!a) throw new Error(`no devnet account ${o.account}`)
        account = { privateKey: a.privateKey }
      } else {
        account = { address: o.account }
      }
      const named = { l1: devnet.l1, l2: devnet.l2, op: devnet.op }
      const chainId = typeof o.chain === 'number' ? o.chain : named[o.chain].chainId
      let smart: SmartWallet | undefined
      if (o.smart) {
        if (!('privateKey' in account)) throw new Error('a smart wallet needs a signing account')
        const chain = devnet.chain(chainId)
        if (o.smart.kind === 'delegated') {
          await delegateToBatchAccount(chain, account.privateKey)
          smart = { kind: 'delegated', batching: o.smart.batching }
        } else {
          const fund = (o.smart.fund ?? []).map((f) => {
            const t = chain.tokens.find((x) => x.symbol === f.symbol)
            if (!t) throw new Error(`no ${f.symbol} on ${chain.name}`)
            return { address: t.address, amount: parseUnits(f.amount, t.decimals) }
          })
          const contract = await createContractAccount(chain, account.privateKey, fund)
          smart = { kind: 'contract', account: contract, batching: o.smart.batching }
        }
      }
      const wallet = new E2EWallet({
        smart,
        account,
        chains: devnet.manifest.chains.map((c) => ({
          chainId: c.chainId,
          name: c.name,
          rpcUrl: c.rpcUrl,
        })),
        chainId,
        authorized: o.authorized,
        name: o.name,
      })
      await wallet.install(page)
      await use(wallet)
    },
    { auto: true },
  ],

  app: async ({ page }, use) => use(new AppShell(page)),
})

export { expect }
