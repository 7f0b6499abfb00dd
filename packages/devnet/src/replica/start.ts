// `startDevnet({ replica: 'mainnet' })` / `npm start -- --replica mainnet` (issue 17): one
// hardhat node under chain id 1 with Uniswap v2 and v3 (and, issue 31, v4 with Permit2 and the
// Universal Router) at their canonical Ethereum addresses, the main tokens of
// @uniswap/default-token-list at their real addresses, pools in every fee tier, funded test
// accounts; served like the devnet (fee proxy, manifest, the real default list, explorer).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { L1_DEPLOYER, TEST_ACCOUNTS } from '../accounts.ts'
import { L1_BLOCK_MS } from '../clock.ts'
import { prepareDeployer } from '../deploy/chain.ts'
import type { Sender } from '../deploy/sender.ts'
import { deployV4, v4Sender } from '../deploy/v4.ts'
import { keepBaseFeeFloor, settleBaseFee } from '../gasFloor.ts'
import { acquireLock, checkPortFree } from '../lock.ts'
import { MANIFEST_VERSION, type Manifest, type ManifestChain } from '../manifest.ts'
import { startNode } from '../nodes.ts'
import { Resources } from '../resources.ts'
import { rpc, toQuantity } from '../rpc.ts'
import type { FeePolicy } from '../rpcProxy.ts'
import { startRpcProxy } from '../rpcProxy.ts'
import { type SeedContext, seedV2Pair, seedV3Pool } from '../seed/pools.ts'
import { fundAccounts, manifestToken } from '../seed/tokens.ts'
import { seedV4Pools } from '../seed/v4Pools.ts'
import { startServer } from '../server.ts'
import type { TokenList } from '../tokenlist.ts'
import { deployCanonicalCore } from './deploy.ts'
import { MAINNET_CHAIN_ID, MAINNET_PLAN, MAINNET_TOKENS } from './mainnet.ts'
import { placeTokens } from './tokens.ts'
import { placeAtCanonical } from './v4.ts'

export interface ReplicaOptions {
  /** Public JSON-RPC port (the fee proxy in front of the node). */
  port: number
  httpPort: number
  stateDir: string
  log?: (line: string) => void
}

export interface Replica {
  manifest: Manifest
  httpUrl: string
  manifestPath: string
  stop(): Promise<void>
}

// A literal require.resolve, so knip sees the package is used.
const require = createRequire(import.meta.url)

/** Mainnet's usual figures: eth_gasPrice reads 2 gwei (1 gwei base fee floor + 1 gwei tip). */
const FEES: FeePolicy = { baseFeeFloorWei: 1_000_000_000n, tipWei: 1_000_000_000n }

/** The production list URLs of chain 1 (apps/web/src/chain/chains.ts MAINNET_LISTS). */
export const MAINNET_LIST_URLS = [
  'https://tokens.uniswap.org',
  'https://gateway.ipfs.io/ipns/tokens.uniswap.org',
] as const

/** The real default token list, from the npm package (the list the app fetches on Ethereum). */
export function defaultTokenList(): TokenList {
  const file = require.resolve('@uniswap/default-token-list/build/uniswap-default.tokenlist.json')
  return JSON.parse(readFileSync(file, 'utf8')) as TokenList
}

async function seedReplica(
  nodeUrl: string,
  rpcUrl: string,
): Promise<{
  chain: ManifestChain
  extra: Record<string, `0x${string}`>
}> {
  const { contracts, extra } = await deployCanonicalCore(nodeUrl)
  // The seeder (hardhat account 19, as on the devnet's L1) owns all liquidity and mints tokens.
  await rpc(nodeUrl, 'hardhat_setBalance', [L1_DEPLOYER, toQuantity(10n ** 30n)])
  const sender: Sender = { url: nodeUrl, from: L1_DEPLOYER, nonce: 0 }
  await placeTokens(sender, MAINNET_TOKENS)
  await prepareDeployer(sender, MAINNET_TOKENS, contracts.positionManager)
  const ctx: SeedContext = {
    sender,
    contracts,
    tokens: new Map(MAINNET_TOKENS.map((t) => [t.key, t])),
  }
  const v2Pairs = []
  for (const pair of MAINNET_PLAN.v2) v2Pairs.push(await seedV2Pair(ctx, pair))
  const v3Pools = []
  for (const pool of MAINNET_PLAN.v3) v3Pools.push(await seedV3Pool(ctx, pool))
  const accounts = TEST_ACCOUNTS.map((a) => a.address)
  await fundAccounts(sender, MAINNET_TOKENS, accounts)
  const core: ManifestChain = {
    chainId: MAINNET_CHAIN_ID,
    name: 'Ethereum (local mainnet replica)',
    family: 'ethereum',
    layer: 1,
    rpcUrl,
    contracts,
    tokens: MAINNET_TOKENS.map(manifestToken),
    v2Pairs,
    v3Pools,
  }
  // Issue 31: v4, Permit2 and the Universal Router at their canonical addresses (replica/v4.ts),
  // seeded with the devnet's v4 pools, from the devnet's L1 v4 deployer.
  const v4Deployer = await v4Sender(nodeUrl, 1)
  // The replica's own block: its history starts at the replica's genesis, not mainnet's.
  const v4DeployBlock = Number(await rpc<string>(nodeUrl, 'eth_blockNumber'))
  const v4 = await deployV4(v4Deployer, core, placeAtCanonical(nodeUrl))
  const v4Seed = await seedV4Pools(v4Deployer, core, v4, accounts)
  return { chain: { ...core, v4, v4DeployBlock, v4Seed }, extra: { ...extra } }
}

export async function startReplica(o: ReplicaOptions): Promise<Replica> {
  const started = performance.now()
  mkdirSync(path.join(o.stateDir, 'logs'), { recursive: true })
  const ports = [o.port, o.httpPort]
  const res = new Resources(path.join(o.stateDir, 'devnet.lock'), ports)
  acquireLock(res.lockFile, res.lockInfo())
  res.watchProcess()
  try {
    for (const port of ports) await checkPortFree(port)
    const node = await startNode({
      chainId: MAINNET_CHAIN_ID,
      blockMs: L1_BLOCK_MS,
      initialBaseFeeWei: FEES.baseFeeFloorWei,
      logFile: path.join(o.stateDir, 'logs', `node-${MAINNET_CHAIN_ID}.log`),
      hardhatDir: path.join(o.stateDir, 'hardhat'),
    })
    res.addNode(node)
    const t1 = performance.now()
    const rpcUrl = `http://127.0.0.1:${o.port}`
    const { chain, extra } = await seedReplica(node.url, rpcUrl)
    o.log?.(
      `mainnet replica: node up in ${Math.round(t1 - started)} ms, seeded in ${Math.round(performance.now() - t1)} ms`,
    )
    await settleBaseFee(node.url, FEES.baseFeeFloorWei)
    const onError = (e: unknown) => o.log?.(`gas floor keeper (replica): ${String(e)}`)
    res.keepers.push(keepBaseFeeFloor(node.url, FEES.baseFeeFloorWei, onError))
    res.proxies.push(await startRpcProxy(o.port, node.url, { ...FEES, blockMs: L1_BLOCK_MS }))

    const httpUrl = `http://127.0.0.1:${o.httpPort}`
    const listUrl = `${httpUrl}/tokenlist.json`
    const manifest: Manifest = {
      version: MANIFEST_VERSION,
      chains: [chain],
      tokenListUrls: [listUrl],
      explorerUrl: `${httpUrl}/explorer`,
      accounts: [...TEST_ACCOUNTS],
      replica: {
        network: 'mainnet',
        chainId: MAINNET_CHAIN_ID,
        tokenListAliases: Object.fromEntries(MAINNET_LIST_URLS.map((u) => [u, listUrl])),
        contracts: extra,
        pricesUsd: Object.fromEntries(
          MAINNET_TOKENS.map((t) => [t.symbol, Number(t.priceMicroUsd) / 1e6]),
        ),
      },
    }
    const manifestPath = path.join(o.stateDir, 'manifest.json')
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    res.server = await startServer({ port: o.httpPort, manifest, tokenList: defaultTokenList() })
    o.log?.(
      `mainnet replica ready in ${Math.round(performance.now() - started)} ms: ${httpUrl}/manifest.json`,
    )
    return { manifest, httpUrl, manifestPath, stop: () => res.release() }
  } catch (e) {
    await res.release()
    throw e
  }
}
