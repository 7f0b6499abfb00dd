// A public chain's row of the table (issue 33): what the chain is (publicChains.ts,
// testnets.ts) joined to what Uniswap publishes about it (deployments/). Loaded only with the
// public table, never in the initial JS.
import {
  type ChainFamily,
  type ChainInfo,
  ETHER,
  type NativeCurrency,
  type NetworkType,
  row,
} from './chains'
import {
  contractsOf,
  type PublishedDeployment,
  type ReferenceToken,
  uniswapV2Exchange,
  type V2Liquidity,
} from './contracts'

/**
 * Uniswap's default token list: one list for every chain Uniswap runs on (its entries carry a
 * chainId), so it serves each row of the table.
 */
export const UNISWAP_LISTS = [
  'https://tokens.uniswap.org',
  'https://gateway.ipfs.io/ipns/tokens.uniswap.org',
] as const

/**
 * spec 01 §9 "Block-stall warning", for chains that make a block every 0.25–2 s (the rollups,
 * Polygon, BNB Chain, Avalanche, Celo): ten minutes would be hundreds of missed blocks before
 * the warning, so two minutes, still past any sequencer's ordinary pause. The spec's 25 minutes
 * on Optimism date from OVM 1.0, which made a block per transaction; since Bedrock (2023) OP
 * Mainnet makes one every 2 s like the rest of the OP Stack.
 */
export const FAST_BLOCKS_STALL_MS = 120_000

export interface PublicChainSpec {
  id: number
  label: string
  family: ChainFamily
  networkType: NetworkType
  /** Ether unless said. */
  nativeCurrency?: NativeCurrency
  explorer: string
  /** 'etherscan' unless said: Blockscout and the *scan explorers share its paths. */
  explorerKind?: ChainInfo['explorerKind']
  /** The chain's public RPC endpoint; Ethereum networks have none (reads go through the wallet
   *  or VITE_RPC_URL_<id>). */
  rpc?: string
  bridge?: string
  statusPage?: string
  helpCenterUrl?: string
  infoLink?: string
  docs?: string
  logoUrl: string
  blockWaitMsBeforeWarning: number
  /** UNISWAP_LISTS unless said. */
  lists?: readonly string[]
  isTestnet: boolean
}

export interface PublicRowExtras {
  /** The v4 PoolManager's deploy block, where it is known (contractsOf). */
  v4DeployBlock?: number
  /** The fork exchange beside Uniswap v2 (mainnet's Sushi). */
  v2Fork?: V2Liquidity['fork']
  stablecoin?: ReferenceToken
}

export function publicRow(
  { rpc, lists, nativeCurrency, explorerKind, ...spec }: PublicChainSpec,
  published: PublishedDeployment,
  extras: PublicRowExtras = {},
): ChainInfo {
  const v2 = published.v2
  return row(
    {
      ...spec,
      nativeCurrency: nativeCurrency ?? ETHER,
      wrappedNativeSymbol: published.wrappedNative.symbol,
      explorerKind: explorerKind ?? 'etherscan',
      rpcUrls: rpc ? [rpc] : [],
      inSelector: true,
      defaultListUrls: lists ?? UNISWAP_LISTS,
    },
    {
      published,
      contracts: contractsOf(published, extras.v4DeployBlock),
      wrappedNative: published.wrappedNative,
      ...(extras.stablecoin && { stablecoin: extras.stablecoin }),
      // spec 02 §1: the v2 screens are for Layer 1 (row() drops them on Layer 2).
      ...(v2 && {
        v2Liquidity: {
          router: v2.router02,
          uniswap: uniswapV2Exchange(v2.factory),
          ...(extras.v2Fork && { fork: extras.v2Fork }),
        },
      }),
    },
  )
}

const usdc = (address: ReferenceToken['address']): ReferenceToken => ({
  address,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
})

/**
 * spec 01 §9 Routing: "per-chain references for stable amounts" (fiat values, gas in USD). Only
 * where one was set before issue 33; the other chains show no dollar values until a reference is
 * chosen from a published source.
 */
export const PUBLIC_STABLECOIN: Readonly<Record<number, ReferenceToken>> = {
  1: usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  10: usdc('0x7F5c764cBc14f9669B88837ca1490cCa17c31607'),
  42161: usdc('0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8'),
  137: usdc('0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174'),
}
