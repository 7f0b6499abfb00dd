// The chain table (ARCHITECTURE principle 4, spec 01 §9): every difference between chains is a
// row here. Code asks the table (`getChain(id).family === 'arbitrum'`), never tests a literal
// chain id. Local replica chains are built from the devnet manifest at start-up, so an expert
// who starts the devnet under another chain id (`--chain-id`) gets a working app unchanged.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import type { Address } from 'viem'
import {
  type ChainContracts,
  type PublishedDeployment,
  type ReferenceToken,
  type UniProtocol,
  uniswapV2Exchange,
  type V2Liquidity,
} from './contracts'
import arbitrumLogo from './logos/arbitrum.svg?no-inline'
import ethereumLogo from './logos/ethereum.svg?no-inline'

/** 'optimism' is the OP Stack (OP Mainnet, Base, Unichain, Zora, World Chain, Soneium, Ink…). */
export type ChainFamily = 'ethereum' | 'optimism' | 'arbitrum' | 'polygon' | 'bnb' | 'avalanche'
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
  /** Symbol of the wrapped native token (WETH, WMATIC, WBNB). */
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
  /** A public chain's Uniswap deployment as published, with its sources (issue 33). */
  published?: PublishedDeployment
}

export const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** spec 01 §9 "Block-stall warning": Ethereum makes a block every 12 s. */
export const TEN_MINUTES = 600_000
const ROLLUP_POLLING = 1_000
const L1_POLLING = 15_000

/**
 * Mainnet's ENS registry, where public chains' names live (ens.ts, spec 01 §7.5). A constant of
 * its own so the initial JS needs no row of the public table (publicChains.ts loads lazily).
 */
export const MAINNET_ENS = {
  chainId: 1,
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
} as const

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

/** What a public row knows of Uniswap on its chain (publicRow.ts, from deployments/). */
export type ChainDeployment = Pick<
  ChainInfo,
  'contracts' | 'v2Liquidity' | 'wrappedNative' | 'stablecoin' | 'published'
>

/**
 * Issue 33: whether transactions on `chain` pay an L1 fee the app reads (chain/l1Fee.ts): the OP
 * Stack's data fee, Arbitrum's L1 component.
 */
export function chargesL1Fee(chain: Pick<ChainInfo, 'family'>): boolean {
  return chain.family === 'optimism' || chain.family === 'arbitrum'
}

/** Fills the fields that follow from family and type, so rows cannot disagree with them. */
export function row(r: ChainRow, deployment: ChainDeployment = {}): ChainInfo {
  return {
    ...r,
    ...deployment,
    v2Liquidity: r.networkType === 'L2' ? undefined : deployment.v2Liquidity,
    isLocal: false,
    pollingIntervalMs: r.networkType === 'L2' ? ROLLUP_POLLING : L1_POLLING,
    quoterGasOverride: r.quoterGasOverride ?? (r.family === 'arbitrum' ? 25_000_000 : 2_000_000),
  }
}

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
