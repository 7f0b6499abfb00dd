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
/** Written by global setup, read by the fixtures in each worker. */
export const RUN_INFO_FILE = join(STATE_DIR, 'run.json')

/**
 * TIDEPOOL_E2E_PORT_OFFSET shifts every port, so two checkouts on one machine (say, two git
 * worktrees) can run their end-to-end suites at the same time.
 */
const offset = Number(process.env.TIDEPOOL_E2E_PORT_OFFSET ?? 0)

export const PORTS = {
  l1: 18545 + offset,
  l2: 18546 + offset,
  devnetHttp: 18547 + offset,
  quote: 18548 + offset,
  app: 14173 + offset,
  /** A second static server: the same build under a sub-path (production-build.spec.ts). */
  subPathApp: 14174 + offset,
  /** The mainnet replica (issue 17, replica-swap.spec.ts): its RPC, HTTP server, quote service. */
  replicaRpc: 18549 + offset,
  replicaHttp: 18550 + offset,
  replicaQuote: 18551 + offset,
} as const

export const HOST = '127.0.0.1'
export const APP_URL = `http://${HOST}:${PORTS.app}`
export const DEVNET_HTTP_URL = `http://${HOST}:${PORTS.devnetHttp}`
export const QUOTE_URL = `http://${HOST}:${PORTS.quote}`
