// The chain table (ARCHITECTURE principle 4, spec 01 §9): every difference between chains is a
// row here. Code asks the table (`getChain(id).family === 'arbitrum'`), never tests a literal
// chain id. Local replica chains are built from the devnet manifest at start-up, so an expert
// who starts the devnet under another chain id (`--chain-id`) gets a working app unchanged.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import type { Address } from 'viem'
import {
  type ChainContracts,
  PUBLIC_CONTRACTS,
  PUBLIC_STABLECOIN,
  PUBLIC_V2_LIQUIDITY,
  PUBLIC_WRAPPED_NATIVE,
  type ReferenceToken,
  type UniProtocol,
  uniswapV2Exchange,
  type V2Liquidity,
} from './contracts'
import arbitrumLogo from './logos/arbitrum.svg?no-inline'
import ethereumLogo from './logos/ethereum.svg?no-inline'
import optimismLogo from './logos/optimism.svg?no-inline'
import polygonLogo from './logos/polygon.svg?no-inline'

export type ChainFamily = 'ethereum' | 'optimism' | 'arbitrum' | 'polygon'
export type NetworkType = 'L1' | 'L2'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: 18
}

export interface ChainInfo {
  id: number
  label: string
  family: ChainFamily
  networkType: NetworkType
  nativeCurrency: NativeCurrency
  /** Symbol of the wrapped native token (WETH, WMATIC). */
  wrappedNativeSymbol: string
  rpcUrls: readonly string[]
  /** Block explorer base; paths per kind come from `explorerLink`. */
  explorer: string
  /** Explorer shape: Optimism block links use the transaction path (spec 01 §9). */
  explorerKind: 'etherscan' | 'optimism' | 'arbitrum' | 'local'
  bridge?: string
  helpCenterUrl?: string
  statusPage?: string
  infoLink?: string
  docs?: string
  /**
   * An SVG of logos/, served as a file of its own (`?no-inline`): a page fetches only the logos
   * it shows, and the chain table, which is in the initial JS, stays small as chains are added.
   */
  logoUrl: string
  /** spec 01 §9 "Block-stall warning". */
  blockWaitMsBeforeWarning: number
  /** spec 01 §9 Timing: 1000 ms on rollups, 15000 ms elsewhere. */
  pollingIntervalMs: number
  /** spec 01 §7.1: QuoterV2 gas override for the client router. */
  quoterGasOverride: number
  isTestnet: boolean
  /** Offered in the header's network selector (spec 01 §9). */
  inSelector: boolean
  /** A local replica chain (the devnet): enables the Local test wallet. */
  isLocal: boolean
  defaultListUrls: readonly string[]
  /** Uniswap contracts on this chain (contracts.ts); undefined: swapping is not offered. */
  contracts?: ChainContracts
  /** v2 liquidity screens (issue 14); absent on Layer 2 and where v2 is not deployed. */
  v2Liquidity?: V2Liquidity
  /**
   * A local chain's UNI, airdrop, mining and governance (issues 15, 16), from its manifest. Read
   * it through `uniProtocolOf(chain)` (uniProtocol.ts), which adds mainnet's constants.
   */
  uniProtocol?: UniProtocol
  /** The wrapped native token (WETH9 / WMATIC). */
  wrappedNative?: ReferenceToken
  /** The USD reference for fiat values and gas in USD (spec 01 §9 Routing). */
  stablecoin?: ReferenceToken
  /**
   * Issue 31: v4 hooks reviewed for this chain; a route through any other hook gets a caution
   * (modules/swap HookNotice). Public chains: none reviewed yet.
   */
  reviewedHooks?: readonly Address[]
  /**
   * The ENS registry on this chain itself, where its fast-gas oracle is named (spec 01 §7 item
   * 6, gasPrice.ts): mainnet's; a local L1's from its manifest.
   */
  ensRegistry?: `0x${string}`
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const MATIC: NativeCurrency = { name: 'Polygon Matic', symbol: 'MATIC', decimals: 18 }

const TEN_MINUTES = 600_000
const ROLLUP_POLLING = 1_000
const L1_POLLING = 15_000

const ARBITRUM_LISTS = ['https://bridge.arbitrum.io/token-list-42161.json'] as const
const OPTIMISM_LISTS = ['https://static.optimism.io/optimism.tokenlist.json'] as const
const MAINNET_LISTS = [
  'https://tokens.uniswap.org',
  'https://gateway.ipfs.io/ipns/tokens.uniswap.org',
] as const

type ChainRow = Omit<
  ChainInfo,
  | 'isLocal'
  | 'pollingIntervalMs'
  | 'quoterGasOverride'
  | 'contracts'
  | 'v2Liquidity'
  | 'uniProtocol'
  | 'wrappedNative'
  | 'stablecoin'
> &
  Partial<Pick<ChainInfo, 'quoterGasOverride'>>

/** What a public row knows of Uniswap on its chain (contracts.ts; testnets.ts for testnets). */
export type ChainDeployment = Pick<
  ChainInfo,
  'contracts' | 'v2Liquidity' | 'wrappedNative' | 'stablecoin'
>

const mainnetDeployment = (id: number): ChainDeployment => ({
  contracts: PUBLIC_CONTRACTS[id],
  v2Liquidity: PUBLIC_V2_LIQUIDITY[id],
  wrappedNative: PUBLIC_WRAPPED_NATIVE[id],
  stablecoin: PUBLIC_STABLECOIN[id],
})

/** Fills the fields that follow from family and type, so rows cannot disagree with them. */
function row(r: ChainRow, deployment: ChainDeployment = mainnetDeployment(r.id)): ChainInfo {
  return {
    ...r,
    ...deployment,
    v2Liquidity: r.networkType === 'L2' ? undefined : deployment.v2Liquidity,
    isLocal: false,
    pollingIntervalMs: r.networkType === 'L2' ? ROLLUP_POLLING : L1_POLLING,
    quoterGasOverride: r.quoterGasOverride ?? (r.family === 'arbitrum' ? 25_000_000 : 2_000_000),
  }
}

/** A public chain of a family: the family's row with this chain's name, explorer and RPC. */
export interface PublicChainSpec {
  id: number
  label: string
  explorer: string
  /** The chain's public RPC endpoint; Ethereum networks have none (see ethereumRow). */
  rpc?: string
  isTestnet: boolean
}

/** Testnets are known (the app works when the wallet is on one) but not in the selector. */
const common = ({ rpc, ...c }: PublicChainSpec) => ({
  ...c,
  rpcUrls: rpc ? [rpc] : [],
  inSelector: !c.isTestnet,
})

export const ethereumRow = (c: PublicChainSpec, deployment?: ChainDeployment): ChainInfo =>
  row(
    {
      ...common(c),
      family: 'ethereum',
      networkType: 'L1',
      nativeCurrency: ETHER,
      wrappedNativeSymbol: 'WETH',
      // No RPC URL: Ethereum and Sepolia have no public node run by their operators, so a
      // deployment names its provider (VITE_RPC_URL_<id>) or reads go through the wallet.
      rpcUrls: [],
      explorerKind: 'etherscan',
      infoLink: 'https://info.uniswap.org/#/',
      docs: 'https://docs.uniswap.org/',
      logoUrl: ethereumLogo,
      blockWaitMsBeforeWarning: TEN_MINUTES,
      defaultListUrls: MAINNET_LISTS,
    },
    deployment,
  )

export const optimismRow = (c: PublicChainSpec, deployment?: ChainDeployment): ChainInfo =>
  row(
    {
      ...common(c),
      family: 'optimism',
      networkType: 'L2',
      nativeCurrency: ETHER,
      wrappedNativeSymbol: 'WETH',
      explorerKind: 'optimism',
      bridge: 'https://app.optimism.io/bridge',
      helpCenterUrl:
        'https://help.uniswap.org/en/collections/3137778-uniswap-on-optimistic-ethereum-oξ',
      statusPage: 'https://optimism.io/status',
      infoLink: 'https://info.uniswap.org/#/optimism/',
      docs: 'https://optimism.io/',
      logoUrl: optimismLogo,
      blockWaitMsBeforeWarning: 1_500_000, // spec 01 §9: 25 minutes on Optimism networks
      defaultListUrls: OPTIMISM_LISTS,
    },
    deployment,
  )

export const arbitrumRow = (c: PublicChainSpec, deployment?: ChainDeployment): ChainInfo =>
  row(
    {
      ...common(c),
      family: 'arbitrum',
      networkType: 'L2',
      nativeCurrency: ETHER,
      wrappedNativeSymbol: 'WETH',
      explorerKind: 'arbitrum',
      bridge: 'https://bridge.arbitrum.io/',
      helpCenterUrl: 'https://help.uniswap.org/en/collections/3137787-uniswap-on-arbitrum',
      infoLink: 'https://info.uniswap.org/#/arbitrum',
      docs: 'https://offchainlabs.com/',
      logoUrl: arbitrumLogo,
      blockWaitMsBeforeWarning: TEN_MINUTES,
      defaultListUrls: ARBITRUM_LISTS,
    },
    deployment,
  )

/** Mainnet's row of PUBLIC_CHAINS; its ENS registry is where public chains' names live (ens.ts). */
export const MAINNET: ChainInfo & { ensRegistry: `0x${string}` } = {
  ...ethereumRow({
    id: 1,
    label: 'Ethereum',
    explorer: 'https://etherscan.io/',
    isTestnet: false,
  }),
  ensRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
}

/**
 * The main networks of spec 01 §9. The spec's testnets are gone (issue 17: Ropsten, Rinkeby,
 * Kovan, Optimistic Kovan and Arbitrum Rinkeby shut down, Görli and Polygon Mumbai deprecated);
 * the testnets Uniswap is deployed on today are in testnets.ts, loaded beside the devnet
 * manifest (runtimeConfig.ts) so their addresses stay out of the initial JS.
 */
export const PUBLIC_CHAINS: readonly ChainInfo[] = [
  MAINNET,
  optimismRow({
    id: 10,
    label: 'Optimism',
    explorer: 'https://optimistic.etherscan.io/',
    rpc: 'https://mainnet.optimism.io',
    isTestnet: false,
  }),
  arbitrumRow({
    id: 42161,
    label: 'Arbitrum',
    explorer: 'https://arbiscan.io/',
    rpc: 'https://arb1.arbitrum.io/rpc',
    isTestnet: false,
  }),
  row({
    id: 137,
    label: 'Polygon',
    explorer: 'https://polygonscan.com/',
    family: 'polygon',
    networkType: 'L1',
    nativeCurrency: MATIC,
    wrappedNativeSymbol: 'WMATIC',
    rpcUrls: ['https://polygon-rpc.com/'],
    explorerKind: 'etherscan',
    bridge: 'https://wallet.polygon.technology/bridge',
    infoLink: 'https://info.uniswap.org/#/polygon/',
    docs: 'https://polygon.io/',
    logoUrl: polygonLogo,
    blockWaitMsBeforeWarning: TEN_MINUTES,
    isTestnet: false,
    inSelector: true,
    defaultListUrls: [],
  }),
]

/** Rows for the devnet's chains, from its manifest (ids may differ under `--chain-id`). */
export function localChains(
  chains: readonly ManifestChain[],
  opts: { explorerUrl: string; tokenListUrls: readonly string[] },
): ChainInfo[] {
  return chains.map((c) => {
    const base = row({
      id: c.chainId,
      label: c.name,
      family: c.family,
      networkType: c.layer === 2 ? 'L2' : 'L1',
      nativeCurrency: ETHER,
      wrappedNativeSymbol: 'WETH',
      rpcUrls: [c.rpcUrl],
      explorer: `${opts.explorerUrl}/${c.chainId}/`,
      explorerKind: 'local',
      logoUrl: c.family === 'arbitrum' ? arbitrumLogo : ethereumLogo,
      // The local chains stall like their family's public chain would.
      blockWaitMsBeforeWarning: TEN_MINUTES,
      isTestnet: true,
      inSelector: true,
      defaultListUrls: opts.tokenListUrls,
    })
    const k = c.contracts
    const token = (t: ManifestChain['tokens'][number] | undefined) =>
      t && { address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals }
    return {
      ...base,
      isLocal: true,
      contracts: {
        swapRouter02: k.swapRouter02,
        quoterV2: k.quoterV2,
        v3Factory: k.v3Factory,
        v2Factory: k.v2Factory,
        v2Router02: k.v2Router02,
        v3SwapRouter: c.v3SwapRouter,
        tickLens: k.tickLens,
        multicall3: k.multicall3,
        positionManager: k.positionManager,
        v3Migrator: k.v3Migrator,
        tokenValidator: c.tokenValidator,
        ...(c.v4 && {
          v4: {
            poolManager: c.v4.poolManager,
            stateView: c.v4.stateView,
            quoter: c.v4.quoter,
            positionManager: c.v4.positionManager,
            permit2: c.v4.permit2,
            universalRouter: c.v4.universalRouter,
            deployBlock: c.v4DeployBlock ?? 0,
          },
        }),
      },
      v2Liquidity: c.layer === 2 ? undefined : localV2Liquidity(c),
      uniProtocol: c.layer === 2 ? undefined : localUniProtocol(c),
      wrappedNative: token(c.tokens.find((t) => t.kind === 'weth')),
      // The devnet's USDC-like seed token is its dollar (the quote service prices gas with it).
      stablecoin: token(c.tokens.find((t) => t.symbol === 'USDC')),
      // The devnet's dynamic-fee test hook stands for a reviewed one (it takes nothing), so the
      // replica shows both a reviewed hook and the fee-taking one that is not.
      reviewedHooks: (c.v4Seed?.pools ?? [])
        .filter((p) => p.role === 'dynamic-fee')
        .map((p) => p.hooks),
      ...(c.ens && { ensRegistry: c.ens.registry }),
    }
  })
}

/** The devnet L1 stands for mainnet: Uniswap v2 and, when deployed, the fork exchange. */
function localV2Liquidity(c: ManifestChain): V2Liquidity {
  const fork = c.forkV2
  return {
    router: c.contracts.v2Router02,
    uniswap: uniswapV2Exchange(c.contracts.v2Factory),
    ...(fork && {
      fork: {
        kind: 'fork',
        label: fork.label,
        factory: fork.factory,
        initCodeHash: fork.initCodeHash,
      },
    }),
  }
}

/** The devnet L1 stands for mainnet: UNI and what its manifest deployed on it (issues 15, 16). */
function localUniProtocol(c: ManifestChain): UniProtocol | undefined {
  const uni = c.governanceToken
  if (!uni) return undefined
  return {
    uni: { address: uni.address, symbol: uni.symbol, name: uni.name, decimals: uni.decimals },
    ...(c.airdrop && {
      airdrop: {
        distributor: c.airdrop.distributor,
        claimFilesBaseUrl: c.airdrop.claimFilesBaseUrl,
      },
    }),
    stakingRewards: (c.mining?.pools ?? []).map((p) => ({
      address: p.stakingRewards,
      tokens: p.tokens,
    })),
    ...(c.governance && {
      governance: { governors: [c.governance.governor], timelock: c.governance.timelock },
    }),
  }
}

export type ExplorerDataType = 'transaction' | 'token' | 'address' | 'block'

/** spec 01 §9: explorer URLs by kind; Optimism block links use the transaction path. */
export function explorerLink(chain: ChainInfo, data: string, type: ExplorerDataType): string {
  const base = chain.explorer.endsWith('/') ? chain.explorer : `${chain.explorer}/`
  switch (type) {
    case 'transaction':
      return `${base}tx/${data}`
    case 'token':
      return chain.explorerKind === 'local' ? `${base}address/${data}` : `${base}token/${data}`
    case 'block':
      return chain.explorerKind === 'optimism' ? `${base}tx/${data}` : `${base}block/${data}`
    case 'address':
      return `${base}address/${data}`
  }
}
