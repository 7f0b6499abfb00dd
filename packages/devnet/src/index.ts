// The devnet's programmatic API (issue 2 §2): three fresh hardhat 3 nodes (a local L1, a local
// Arbitrum-family L2 and, issue 33, a local OP-stack-style L2), the Uniswap stack deployed and
// seeded on each, a manifest written
// to <stateDir>/manifest.json and served over HTTP with the token list and explorer pages.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  L1_DEPLOYER,
  L1_EXTRAS_DEPLOYER,
  L2_DEPLOYER,
  L2_EXTRAS_DEPLOYER,
  TEST_ACCOUNTS,
} from './accounts.ts'
import { backdatedGenesis, L1_BLOCK_MS } from './clock.ts'
import { type ChainSetup, setupChain } from './deploy/chain.ts'
import { ENS_LIST_NAME, setupExtras } from './deploy/extras.ts'
import { deployGasOracle } from './deploy/gasOracle.ts'
import { installL1FeeOracle } from './deploy/l1FeeOracle.ts'
import { deployV3SwapRouter } from './deploy/legacyRouter.ts'
import { deploySafetyTokens } from './deploy/safetyTokens.ts'
import { setupUniProtocol } from './deploy/uniProtocol.ts'
import { deployV4, v4Sender } from './deploy/v4.ts'
import { keepBaseFeeFloor, settleBaseFee } from './gasFloor.ts'
import { buildListsHost, LIST_PATHS } from './lists/serve.ts'
import { acquireLock, checkPortFree } from './lock.ts'
import { type Address, MANIFEST_VERSION, type Manifest, type ManifestChain } from './manifest.ts'
import { L1_PRICE_PER_UNIT_WEI, NODE_INTERFACE } from './nodeInterface.ts'
import { startNode } from './nodes.ts'
import { startReplica } from './replica/start.ts'
import { Resources } from './resources.ts'
import { rpc } from './rpc.ts'
import { type FeePolicy, startRpcProxy } from './rpcProxy.ts'
import { L1_PLAN, L2_PLAN } from './seed/plan.ts'
import { seedV4Pools } from './seed/v4Pools.ts'
import { startServer } from './server.ts'
import { buildTokenList } from './tokenlist.ts'

export { CliError, parseCliArgs, USAGE } from './cliArgs.ts'
export { DevnetRunningError } from './lock.ts'
export type { Manifest, ManifestReplica } from './manifest.ts'
export { CANONICAL as MAINNET_CANONICAL, MAINNET_TOKENS } from './replica/mainnet.ts'

export interface DevnetOptions {
  l1ChainId?: number
  l2ChainId?: number
  /** Issue 33: the OP-stack-style L2's chain id. */
  opChainId?: number
  l1Port?: number
  l2Port?: number
  /** Issue 33: the OP-stack-style L2's RPC port; default `l2Port + 3` (8549 beside 8545–8548). */
  opPort?: number
  httpPort?: number
  stateDir?: string
  /**
   * Issue 17: start a replica of a public network instead of the L1 + L2 devnet: one node under
   * the network's chain id on `l1Port` (src/replica/). The L2s' chain ids and ports are unused.
   */
  replica?: 'mainnet'
  log?: (line: string) => void
}

export interface Devnet {
  manifest: Manifest
  httpUrl: string
  /** Where the manifest was written. */
  manifestPath: string
  stop(): Promise<void>
}

export const DEFAULTS = {
  l1ChainId: 31337,
  l2ChainId: 412346,
  /** Unused by any public chain (chainlist.org); beside the Arbitrum-style L2's 412346. */
  opChainId: 412347,
  l1Port: 8545,
  l2Port: 8546,
  httpPort: 8547,
}
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const DEFAULT_STATE_DIR = path.join(REPO_ROOT, '.devnet')

interface ChainSpec extends ChainSetup {
  /** Public JSON-RPC port (the fee proxy, rpcProxy.ts); the node itself picks a free port. */
  port: number
  /** Interval mining period (automine stays on too): the block number visibly moves. */
  blockMs: number
  /** Base fee floor and suggested tip (gasFloor.ts: idle blocks would decay the base fee to ~0). */
  fees: FeePolicy
  /** Deployer of the issue 3 extras (tokens for the extra lists, ENS on the L1). */
  extrasDeployer: Address
}

type Resolved = Required<Omit<DevnetOptions, 'log' | 'replica' | 'opPort'>> &
  Pick<DevnetOptions, 'log'> & { opPort: number }

function chainSpecs(o: Resolved): ChainSpec[] {
  const l1 = { family: 'ethereum', layer: 1 } as const
  const l2 = { family: 'arbitrum', layer: 2 } as const
  const op = { family: 'optimism', layer: 2 } as const
  const at = (port: number) => ({ port, rpcUrl: `http://127.0.0.1:${port}` })
  // Every chain's tip equals its base fee floor (gasFloor.ts: keep the floor ≤ the tip).
  const fees = (wei: bigint): FeePolicy => ({ baseFeeFloorWei: wei, tipWei: wei })
  // Both L2s: the same deployers and plan, so the same addresses on each.
  const l2Seed = { deployer: L2_DEPLOYER, extrasDeployer: L2_EXTRAS_DEPLOYER, plan: L2_PLAN }
  return [
    {
      ...l1,
      chainId: o.l1ChainId,
      name: 'Tidepool Local L1',
      ...at(o.l1Port),
      deployer: L1_DEPLOYER,
      extrasDeployer: L1_EXTRAS_DEPLOYER,
      plan: L1_PLAN,
      // Mainnet's 12 s slots; eth_gasPrice reads 2 gwei (1 gwei base fee + 1 gwei tip).
      blockMs: L1_BLOCK_MS,
      fees: fees(1_000_000_000n),
    },
    {
      ...l2,
      chainId: o.l2ChainId,
      name: 'Tidepool Local L2 (Arbitrum)',
      ...at(o.l2Port),
      ...l2Seed,
      // Arbitrum-like: ~1 s blocks (faster would bloat the node), eth_gasPrice reads 0.1 gwei.
      blockMs: 1_000,
      fees: fees(50_000_000n),
    },
    {
      // Issue 33: stands for OP Mainnet, Base, Unichain and the other OP-stack chains: the
      // Arbitrum-style L2's seed, plus the GasPriceOracle predeploy that prices each
      // transaction's L1 data fee (deploy/l1FeeOracle.ts).
      ...op,
      chainId: o.opChainId,
      name: 'Tidepool Local L2 (OP Stack)',
      ...at(o.opPort),
      ...l2Seed,
      fees: fees(5_000_000n),
      // OP-stack-like: 2 s blocks, eth_gasPrice reads 0.01 gwei (execution gas on Base is this
      // cheap; the L1 data fee is most of a swap's fee).
      blockMs: 2_000,
    },
  ]
}

interface BootedChain {
  chain: ManifestChain
  ipfs: Record<string, Uint8Array>
}

/** Boots one chain: node, deployment and seed, extras, fee keeper, and the public RPC proxy. */
async function bootChain(spec: ChainSpec, o: Resolved, res: Resources): Promise<BootedChain> {
  const t0 = performance.now()
  const node = await startNode({
    chainId: spec.chainId,
    blockMs: spec.blockMs,
    initialBaseFeeWei: spec.fees.baseFeeFloorWei,
    // The L1's seed needs days to pass (reward periods, timelock delays): it starts in the past.
    ...(spec.layer === 1 ? { initialDate: backdatedGenesis() } : {}),
    logFile: path.join(o.stateDir, 'logs', `node-${spec.chainId}.log`),
    hardhatDir: path.join(o.stateDir, 'hardhat'),
  })
  res.addNode(node)
  const t1 = performance.now()
  const accounts = TEST_ACCOUNTS.map((a) => a.address)
  const core = await setupChain(spec, node.url, accounts)
  // After the core, from another deployer: the core's addresses stay as they were (issue 3).
  const { ipfs, ...extras } = await setupExtras(core, {
    nodeUrl: node.url,
    from: spec.extrasDeployer,
    accounts,
    logoBaseUrl: `http://127.0.0.1:${o.httpPort}/logos`,
  })
  const seeded: ManifestChain = { ...core, ...extras }
  // Issue 31: v4, Permit2, the Universal Router and the v4 pools, from their own deployer (no
  // earlier address moves). Before the L1's clock catches up with the present (uniProtocol): its
  // ~35 blocks would otherwise date the L1's head ~35 s ahead of the wall clock.
  const v4Deployer = await v4Sender(node.url, seeded.layer)
  const v4DeployBlock = Number(await rpc<string>(node.url, 'eth_blockNumber'))
  const v4 = await deployV4(v4Deployer, seeded)
  const v4Seed = await seedV4Pools(v4Deployer, seeded, v4, accounts)
  // Issues 15, 16: UNI, the airdrop, mining and governance; last, as they move the clock.
  const httpUrl = `http://127.0.0.1:${o.httpPort}`
  const uniProtocol =
    spec.layer === 1
      ? await setupUniProtocol({ nodeUrl: node.url, chain: seeded, accounts, httpUrl })
      : {}
  // Issue 18: the first-generation v3 SwapRouter, after everything above (own deployer).
  const v3SwapRouter = await deployV3SwapRouter(node.url, seeded)
  // Issue 18: the fast-gas oracle under its ENS name; after everything, so no address moves.
  const gasOracle = seeded.ens
    ? await deployGasOracle({ nodeUrl: node.url, ens: seeded.ens, ensOwner: spec.extrasDeployer })
    : undefined
  // Issue 35: the tokens a safety check must catch; last of all, so no address moves.
  const safetyTokens =
    spec.layer === 1
      ? await deploySafetyTokens({
          nodeUrl: node.url,
          weth9: seeded.contracts.weth9,
          v2Factory: seeded.contracts.v2Factory,
        })
      : undefined
  // Issue 33: the OP Stack's GasPriceOracle predeploy (no transaction: nothing moves).
  const l1FeeOracle = spec.family === 'optimism' ? await installL1FeeOracle(node.url) : undefined
  const chain: ManifestChain = {
    ...seeded,
    ...uniProtocol,
    v3SwapRouter,
    ...(gasOracle && { gasOracle }),
    ...(safetyTokens && { safetyTokens }),
    v4,
    v4DeployBlock,
    v4Seed,
    ...(l1FeeOracle && { l1FeeOracle }),
    ...(spec.family === 'arbitrum' && {
      nodeInterface: {
        address: NODE_INTERFACE,
        l1PricePerUnitWei: L1_PRICE_PER_UNIT_WEI.toString(),
      },
    }),
  }
  const took = (from: number, to: number) => `${Math.round(to - from)} ms`
  o.log?.(
    `chain ${spec.chainId}: node up in ${took(t0, t1)}, seeded in ${took(t1, performance.now())}`,
  )
  // The last seed block sits at the floor: wallets price from the latest block.
  await settleBaseFee(node.url, spec.fees.baseFeeFloorWei)
  const onError = (e: unknown) => o.log?.(`gas floor keeper (chain ${spec.chainId}): ${String(e)}`)
  res.keepers.push(keepBaseFeeFloor(node.url, spec.fees.baseFeeFloorWei, onError))
  res.proxies.push(
    await startRpcProxy(spec.port, node.url, {
      ...spec.fees,
      blockMs: spec.blockMs,
      // Issue 33: the Arbitrum-style L2's node answers the NodeInterface (nodeInterface.ts).
      ...(spec.family === 'arbitrum' && { l1PricePerUnitWei: L1_PRICE_PER_UNIT_WEI }),
    }),
  )
  return { chain, ipfs }
}

export async function startDevnet(opts: DevnetOptions = {}): Promise<Devnet> {
  const { replica, ...rest } = opts
  const given = { ...DEFAULTS, stateDir: DEFAULT_STATE_DIR, ...stripUndefined(rest) }
  const o: Resolved = { ...given, opPort: given.opPort ?? given.l2Port + 3 }
  if (replica === 'mainnet')
    return startReplica({ port: o.l1Port, httpPort: o.httpPort, stateDir: o.stateDir, log: o.log })
  const started = performance.now()
  mkdirSync(path.join(o.stateDir, 'logs'), { recursive: true })
  const ports = [o.l1Port, o.l2Port, o.opPort, o.httpPort]
  const res = new Resources(path.join(o.stateDir, 'devnet.lock'), ports)
  acquireLock(res.lockFile, res.lockInfo())
  res.watchProcess()
  try {
    for (const port of ports) await checkPortFree(port)
    // The chains boot in parallel: each node is its own process (2 cores here).
    const booted = await Promise.all(chainSpecs(o).map((spec) => bootChain(spec, o, res)))
    const chains = booted.map((b) => b.chain)
    const httpUrl = `http://127.0.0.1:${o.httpPort}`
    const ens = chains.find((c) => c.ens)?.ens
    const ipfsUri = ens?.names[ENS_LIST_NAME] ?? ''
    const manifest: Manifest = {
      version: MANIFEST_VERSION,
      chains,
      tokenListUrls: [`${httpUrl}/tokenlist.json`],
      tokenLists: {
        extended: `${httpUrl}${LIST_PATHS.extended}`,
        versioned: `${httpUrl}${LIST_PATHS.versioned}`,
        versionedAdmin: `${httpUrl}${LIST_PATHS.versionedAdmin}`,
        unsupported: `${httpUrl}${LIST_PATHS.unsupported}`,
        malicious: `${httpUrl}${LIST_PATHS.malicious}`,
        invalid: `${httpUrl}${LIST_PATHS.invalid}`,
        ensName: ENS_LIST_NAME,
        ipfsUri,
        gateway: httpUrl,
      },
      explorerUrl: `${httpUrl}/explorer`,
      accounts: [...TEST_ACCOUNTS],
    }
    const manifestPath = path.join(o.stateDir, 'manifest.json')
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    const tokenList = buildTokenList(manifest, {
      logoBaseUrl: `${httpUrl}/logos`,
      timestamp: new Date(),
    })
    const lists = buildListsHost(manifest, {
      logoBaseUrl: `${httpUrl}/logos`,
      timestamp: new Date(),
      ipfs: Object.assign({}, ...booted.map((b) => b.ipfs)),
    })
    res.server = await startServer({ port: o.httpPort, manifest, tokenList, lists })
    o.log?.(
      `devnet ready in ${Math.round(performance.now() - started)} ms: ${httpUrl}/manifest.json`,
    )
    return { manifest, httpUrl, manifestPath, stop: () => res.release() }
  } catch (e) {
    await res.release()
    throw e
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
}
