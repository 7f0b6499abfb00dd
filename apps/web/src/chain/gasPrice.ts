// The gas price the app prices gas with (spec 01 §7 item 6, issue 18): on a chain with an ENS
// registry, the fast-gas oracle that `fast-gas-gwei.data.eth` names there — Chainlink's "Fast
// Gas / Gwei" feed on mainnet, the devnet L1's own aggregator locally — read by latestAnswer
// through the multicall helper; everywhere else, and whenever the oracle cannot be trusted, the
// network's fee (eth_gasPrice, what the app read before). The feed answers in wei despite its
// name: Uniswap's interface used this latestAnswer as "the price of 1 gas in WEI" (its
// hooks/useGasPrice.ts) and the feed has 0 decimals. A plain action: the in-browser router and
// the status bar's hook (useGasPrice.ts) both call it, each once per block.
import type { Address, Client } from 'viem'
import { getGasPrice } from 'viem/actions'
import { fastGasAggregatorAbi } from './abis/fastGas'
import type { ChainInfo } from './chains'
import { resolveEnsAddress } from './ens'
import { multicallReads } from './multicall'

export const FAST_GAS_ENS_NAME = 'fast-gas-gwei.data.eth'

/** Above this (100,000 gwei) an answer is a broken feed, never a price anyone pays. */
const MAX_GAS_PRICE_WEI = 100_000n * 10n ** 9n

/**
 * A trusted oracle answer lies within this factor of the network's fee either way: a stale feed
 * (Chainlink updates on deviation and heartbeat) far from the chain's fee today is not used.
 */
const MAX_ORACLE_DEVIATION = 10n

/**
 * The oracle read never holds a quote longer than this: then the network's fee is used. Its
 * first read resolves the name too (three round trips to a remote node, plus viem's read chunk);
 * later ones are one multicall beside eth_gasPrice.
 */
const ORACLE_TIMEOUT_MS = 1_000

/** How long a failed name resolution is remembered before it is tried again. */
const RESOLUTION_RETRY_MS = 60_000

type GasPriceSource = 'oracle' | 'network'

export interface GasPrice {
  wei: bigint
  source: GasPriceSource
}

/**
 * The oracle's answer when it is plausible (positive, not absurd, near the network's fee when
 * that is known), else the network's fee; undefined when neither is usable.
 */
function chooseGasPrice(
  oracleWei: bigint | undefined,
  networkWei: bigint | undefined,
): GasPrice | undefined {
  const plausible =
    oracleWei !== undefined &&
    oracleWei > 0n &&
    oracleWei <= MAX_GAS_PRICE_WEI &&
    (networkWei === undefined ||
      (oracleWei * MAX_ORACLE_DEVIATION >= networkWei &&
        oracleWei <= networkWei * MAX_ORACLE_DEVIATION))
  if (plausible) return { wei: oracleWei, source: 'oracle' }
  return networkWei === undefined ? undefined : { wei: networkWei, source: 'network' }
}

export interface GasPriceReads {
  /** The oracle's answer; undefined where the chain has none. May reject. */
  oracle: (() => Promise<bigint | undefined>) | undefined
  /** The network's fee. May reject. */
  network: () => Promise<bigint>
  timeoutMs?: number
}

/**
 * Both reads at once; the oracle gets `timeoutMs` and any failure of it counts as no answer.
 * Rejects only when the network's fee failed and the oracle gave nothing usable.
 */
export async function pickGasPrice({
  oracle,
  network,
  timeoutMs = ORACLE_TIMEOUT_MS,
}: GasPriceReads): Promise<GasPrice> {
  const oracleRead = oracle
    ? withTimeout(
        oracle().catch(() => undefined),
        timeoutMs,
      )
    : undefined
  const [oracleWei, net] = await Promise.all([
    oracleRead,
    network().then(
      (wei) => ({ ok: true as const, wei }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ])
  const chosen = chooseGasPrice(oracleWei, net.ok ? net.wei : undefined)
  if (chosen) return chosen
  throw net.ok ? new Error('no gas price') : net.error
}

function withTimeout<T>(p: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    p.then((v) => {
      clearTimeout(timer)
      resolve(v)
    })
  })
}

/** The gas price of `chain` at the latest block (see the file's head). */
export function readGasPrice(
  client: Client,
  chain: ChainInfo,
  { timeoutMs = ORACLE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<GasPrice> {
  const registry = chain.ensRegistry
  return pickGasPrice({
    oracle: registry ? () => readFastGasOracle(client, chain, registry) : undefined,
    network: () => getGasPrice(client),
    timeoutMs,
  })
}

/** latestAnswer of the aggregator the chain's ENS names; undefined when the name is not set. */
async function readFastGasOracle(
  client: Client,
  chain: ChainInfo,
  registry: Address,
): Promise<bigint | undefined> {
  const aggregator = await oracleAddress(client, registry)
  if (!aggregator) return undefined
  const [answer] = await multicallReads(client, {
    calls: [{ address: aggregator, abi: fastGasAggregatorAbi, functionName: 'latestAnswer' }],
    multicallAddress: chain.contracts?.multicall3,
  })
  return answer.status === 'success' ? answer.result : undefined
}

interface Resolution {
  address: Promise<Address | null>
  failedAt?: number
}

/** The aggregator's address per client and registry: resolved once, not every block. */
const resolutions = new Map<string, Resolution>()

function oracleAddress(client: Client, registry: Address): Promise<Address | null> {
  const key = `${client.uid}:${registry}`
  const known = resolutions.get(key)
  if (known && (known.failedAt === undefined || Date.now() - known.failedAt < RESOLUTION_RETRY_MS))
    return known.address
  const entry: Resolution = { address: resolveEnsAddress(client, registry, FAST_GAS_ENS_NAME) }
  // A failed lookup (no registry contract there, a node error) is retried a minute later.
  entry.address.catch(() => {
    entry.failedAt = Date.now()
  })
  resolutions.set(key, entry)
  return entry.address
}
