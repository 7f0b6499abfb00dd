// Where the end-to-end run keeps its state and which ports it owns. The e2e run has its own
// ports (other tools on this machine use 8545-8547/5173/4173 and 28545-28547): never share them.
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..')
/** TIDEPOOL_E2E_STATE_DIR lets a second run in the same checkout keep its own build and devnet. */
export const STATE_DIR = process.env.TIDEPOOL_E2E_STATE_DIR
  ? resolve(process.env.TIDEPOOL_E2E_STATE_DIR)
  : join(REPO_ROOT, '.devnet', 'e2e')
/** The app built for the e2e devnet (a separate outDir: never the developer's `dist`). */
export const WEB_OUT_DIR = join(STATE_DIR, 'web')

/**
 * TIDEPOOL_E2E_PORT_OFFSET shifts every port, so two checkouts on one machine (say, two git
 * worktrees) can run their end-to-end suites at the same time.
 */
const offset = Number(process.env.TIDEPOOL_E2E_PORT_OFFSET ?? 0)

/**
 * Issue 30: each Playwright worker runs on a devnet of its own (global setup starts one per
 * worker), its ports shifted by 100 per slot. Playwright tells a worker process its slot in
 * TEST_PARALLEL_INDEX; global setup, in the runner's process, has none and starts them all.
 */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** The ports of slot `slot`'s devnet, quote service and its spec-owned servers. */
export function portsOf(slot: number) {
  const base = offset + 100 * slot
  return {
    l1: 18545 + base,
    l2: 18546 + base,
    devnetHttp: 18547 + base,
    quote: 18548 + base,
    /** The built app, served to this slot rewritten for its devnet (global-setup.ts). */
    app: 14173 + base,
    /** A second static server: the same build under a sub-path (production-build.spec.ts). */
    subPathApp: 14174 + base,
    /** The mainnet replica (issue 17, replica-swap.spec.ts): its RPC, HTTP server, quote service. */
    replicaRpc: 18549 + base,
    replicaHttp: 18550 + base,
    replicaQuote: 18551 + base,
    /** Issue 33: the devnet's OP-stack-style L2 (its default, l2 + 3, is the replica's RPC). */
    op: 18552 + base,
  } as const
}

/** This worker's ports. */
export const PORTS = portsOf(WORKER_SLOT)

export const HOST = '127.0.0.1'
const urlsOf = (slot: number) => {
  const p = portsOf(slot)
  return {
    app: `http://${HOST}:${p.app}`,
    devnetHttp: `http://${HOST}:${p.devnetHttp}`,
    quote: `http://${HOST}:${p.quote}`,
  }
}
/** The devnet and quote URLs the one build is made with (slot 0's). */
export const BUILD_URLS = urlsOf(0)
/**
 * Slot `slot`'s app, devnet and quote URLs. The build names slot 0's; the static server of
 * another slot serves it with its own in their place (`rewriteFor`), so a page in that slot asks
 * its own devnet and quote service, and a spec watching the app's requests uses these.
 */
export const slotUrls = urlsOf
/** The string replacements that point the one build at slot `slot`. */
export function rewriteFor(slot: number): [string, string][] {
  const to = urlsOf(slot)
  return slot === 0
    ? []
    : [
        [BUILD_URLS.devnetHttp, to.devnetHttp],
        [BUILD_URLS.quote, to.quote],
      ]
}

export const APP_URL = urlsOf(WORKER_SLOT).app
export const DEVNET_HTTP_URL = urlsOf(WORKER_SLOT).devnetHttp
export const QUOTE_URL = urlsOf(WORKER_SLOT).quote

/** Where slot `slot`'s devnet keeps its state: slot 0 as before, the others beside it. */
export const slotStateDir = (slot: number): string =>
  slot === 0 ? STATE_DIR : join(STATE_DIR, `slot-${slot}`)

/** Written by global setup for each slot, read by the fixtures in that slot's worker. */
export const runInfoFile = (slot: number): string => join(slotStateDir(slot), 'run.json')
