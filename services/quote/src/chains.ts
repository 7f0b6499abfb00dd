// The chains the service quotes on: contract addresses, known tokens, routing bases and the USD
// reference token. Built from the devnet manifest here; a deployment for public chains would
// build the same records from its own configuration.
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import type { Address } from './params.ts'

export interface TokenInfo {
  address: Address
  symbol: string
  decimals: number
}

export interface QuoteChain {
  chainId: number
  /**
   * JSON-RPC URLs in order of preference (issue 17): the next is used when one hangs, fails or
   * refuses a method (rpc.ts). The manifest gives one; `--rpc` / TIDEPOOL_QUOTE_RPC_<chainId>
   * set the list.
   */
  rpcUrls: string[]
  contracts: {
    multicall3: Address
    quoterV2: Address
    v2Router02: Address
    v2Factory: Address
    v3Factory: Address
    tickLens: Address
    /** The wrapped native token: gas is paid in its unwrapped form, so it prices gas. */
    weth9: Address
    /** Uniswap v4 (issue 31), where the chain has it: pools are read through StateView. */
    v4PoolManager?: Address
    v4StateView?: Address
    v4Quoter?: Address
    /**
     * Issue 31: the Universal Router, where the chain has one: swaps go through it, so the
     * engine weighs routes by its gas model (routing universalRouterGas.ts).
     */
    universalRouter?: Address
  }
  /**
   * Issue 33: the GasPriceOracle predeploy on OP-stack chains: the engine weighs each route's L1
   * data fee by its price (packages/routing l1DataFee.ts).
   */
  gasPriceOracle?: Address
  /** Issue 33: Arbitrum's NodeInterface on Arbitrum chains, for the same weighing. */
  nodeInterface?: Address
  /** Issue 31: the PoolManager's deployment block (its Initialize logs start there). */
  v4DeployBlock?: bigint
  /** eth_getLogs limits of the chain's nodes (default: a strict public node's). */
  logs?: { maxRange?: number; maxRequests?: number }
  /** Token metadata known without a chain read (lowercase addresses). */
  tokens: TokenInfo[]
  /** Intermediate tokens for multi-hop routes (spec 01 §9: up to 3 hops). */
  bases: Address[]
  /** The USD reference for gasUseEstimateUSD (a dollar stablecoin), if the chain has one. */
  usdToken?: Address
}

const lower = (a: string): Address => a.toLowerCase() as Address

const OP_GAS_PRICE_ORACLE: Address = '0x420000000000000000000000000000000000000f'
const ARB_NODE_INTERFACE: Address = '0x00000000000000000000000000000000000000c8'

/**
 * Bases are the seed tokens a real router would route through (WETH, the stablecoins, WBTC).
 * The fee-on-transfer token is never a base: QuoterV2 and the engine cannot see its transfer
 * fee, so a route through it would deliver less than quoted.
 */
function chainFromManifest(chain: ManifestChain): QuoteChain {
  const c = chain.contracts
  const usd = chain.tokens.find((t) => t.symbol === 'USDC')
  return {
    chainId: chain.chainId,
    rpcUrls: [chain.rpcUrl],
    contracts: {
      multicall3: lower(c.multicall3),
      quoterV2: lower(c.quoterV2),
      v2Router02: lower(c.v2Router02),
      v2Factory: lower(c.v2Factory),
      v3Factory: lower(c.v3Factory),
      tickLens: lower(c.tickLens),
      weth9: lower(c.weth9),
      ...(chain.v4
        ? {
            v4PoolManager: lower(chain.v4.poolManager),
            v4StateView: lower(chain.v4.stateView),
            v4Quoter: lower(chain.v4.quoter),
            universalRouter: lower(chain.v4.universalRouter),
          }
        : {}),
    },
    ...(chain.v4DeployBlock !== undefined ? { v4DeployBlock: BigInt(chain.v4DeployBlock) } : {}),
    // The OP Stack's predeploy address (specs/protocol/predeploys.md "GasPriceOracle").
    ...(chain.family === 'optimism' ? { gasPriceOracle: OP_GAS_PRICE_ORACLE } : {}),
    // Arbitrum's virtual NodeInterface (docs.arbitrum.io "NodeInterface reference").
    ...(chain.family === 'arbitrum' ? { nodeInterface: ARB_NODE_INTERFACE } : {}),
    // The devnet's node limits no log range: the v4 Initialize index reads its history at once.
    logs: { maxRange: 1_000_000 },
    tokens: chain.tokens.map((t) => ({
      address: lower(t.address),
      symbol: t.symbol,
      decimals: t.decimals,
    })),
    bases: chain.tokens
      .filter((t) => t.kind === 'weth' || t.kind === 'standard' || t.kind === 'no-return')
      .map((t) => lower(t.address)),
    usdToken: usd ? lower(usd.address) : undefined,
  }
}

export function chainsFromManifest(manifest: Manifest): QuoteChain[] {
  return manifest.chains.map(chainFromManifest)
}
