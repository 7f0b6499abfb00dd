// The public main networks where Uniswap's contracts are deployed today (issue 33), in the order
// the selector offers them: Ethereum, then the chains most of Uniswap's users trade on. Each row
// is what the chain is (here) joined to what Uniswap publishes about it (deployments/mainnets.ts,
// with its sources). Loaded with import() beside the devnet manifest (runtimeConfig.ts): twenty
// chains of addresses do not compress, and the initial JS budget (bench/README.md) has no room.
//
// Native currencies follow the chains: Polygon's is POL since the 2024 migration (its wrapped
// token keeps the published WMATIC symbol, which is what the contract returns). A link's MATIC
// is taken for POL on Polygon, and the spec's "Not matic" rule (spec 01 §8) stands for POL or
// MATIC named on any other chain: tokens `nativeById`.
//
// Bridges and status pages are the ones Uniswap's own interface links for each chain
// (github.com/Uniswap/interface, packages/uniswap/src/features/chains/evm/info/<chain>.ts). Where
// it links no status page (BNB Chain, Celo, Blast, World Chain, Ink) none is given here either:
// a guessed address would send a stalled user to a page that may not exist.
import type { ChainInfo } from './chains'
import { TEN_MINUTES } from './chains'
import { MAINNET_DEPLOYMENTS as D } from './deployments/mainnets'
import arbitrumLogo from './logos/arbitrum.svg?no-inline'
import avalancheLogo from './logos/avalanche.svg?no-inline'
import baseLogo from './logos/base.svg?no-inline'
import blastLogo from './logos/blast.svg?no-inline'
import bnbLogo from './logos/bnb.svg?no-inline'
import celoLogo from './logos/celo.svg?no-inline'
import ethereumLogo from './logos/ethereum.svg?no-inline'
import inkLogo from './logos/ink.svg?no-inline'
import optimismLogo from './logos/optimism.svg?no-inline'
import polygonLogo from './logos/polygon.svg?no-inline'
import soneiumLogo from './logos/soneium.svg?no-inline'
import unichainLogo from './logos/unichain.svg?no-inline'
import worldchainLogo from './logos/worldchain.svg?no-inline'
import zoraLogo from './logos/zora.svg?no-inline'
import { FAST_BLOCKS_STALL_MS as FAST, PUBLIC_STABLECOIN, publicRow } from './publicRow'

const published = (id: number) => {
  const d = D[id]
  if (!d) throw new Error(`no published deployment for chain ${id}`)
  return d
}

const OP = { family: 'optimism', networkType: 'L2', blockWaitMsBeforeWarning: FAST } as const

/** Mainnet's row; its ENS registry is where public chains' names live (ens.ts). */
const ethereum: ChainInfo = {
  ...publicRow(
    {
      id: 1,
      label: 'Ethereum',
      family: 'ethereum',
      networkType: 'L1',
      explorer: 'https://etherscan.io/',
      infoLink: 'https://info.uniswap.org/#/',
      docs: 'https://docs.uniswap.org/',
      logoUrl: ethereumLogo,
      blockWaitMsBeforeWarning: TEN_MINUTES,
      isTestnet: false,
    },
    published(1),
    {
      // The PoolManager's creation block on Ethereum (its first Initialize log is later).
      v4DeployBlock: 21_688_329,
      stablecoin: PUBLIC_STABLECOIN[1],
      v2Fork: {
        kind: 'fork',
        label: 'Sushi',
        factory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
        // SushiSwap's UniswapV2Library (published @sushiswap/core sources).
        initCodeHash: '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
      },
    },
  ),
  ensRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
}

export const PUBLIC_CHAINS: readonly ChainInfo[] = [
  ethereum,
  publicRow(
    {
      ...OP,
      id: 8453,
      label: 'Base',
      explorer: 'https://basescan.org/',
      rpc: 'https://mainnet.base.org',
      bridge: 'https://bridge.base.org/',
      statusPage: 'https://status.base.org/',
      logoUrl: baseLogo,
      isTestnet: false,
    },
    published(8453),
  ),
  publicRow(
    {
      ...OP,
      id: 130,
      label: 'Unichain',
      explorer: 'https://uniscan.xyz/',
      rpc: 'https://mainnet.unichain.org',
      bridge: 'https://www.unichain.org/bridge',
      statusPage: 'https://status.unichain.org/',
      logoUrl: unichainLogo,
      isTestnet: false,
    },
    published(130),
  ),
  publicRow(
    {
      id: 42161,
      label: 'Arbitrum',
      family: 'arbitrum',
      networkType: 'L2',
      explorer: 'https://arbiscan.io/',
      explorerKind: 'arbitrum',
      rpc: 'https://arb1.arbitrum.io/rpc',
      bridge: 'https://bridge.arbitrum.io/',
      statusPage: 'https://status.arbitrum.io/',
      helpCenterUrl: 'https://help.uniswap.org/en/collections/3137787-uniswap-on-arbitrum',
      infoLink: 'https://info.uniswap.org/#/arbitrum',
      docs: 'https://offchainlabs.com/',
      logoUrl: arbitrumLogo,
      // Arbitrum makes a block every 0.25 s.
      blockWaitMsBeforeWarning: FAST,
      lists: ['https://bridge.arbitrum.io/token-list-42161.json'],
      isTestnet: false,
    },
    published(42161),
    { stablecoin: PUBLIC_STABLECOIN[42161] },
  ),
  publicRow(
    {
      ...OP,
      id: 10,
      label: 'Optimism',
      explorer: 'https://optimistic.etherscan.io/',
      explorerKind: 'optimism',
      rpc: 'https://mainnet.optimism.io',
      bridge: 'https://app.optimism.io/bridge',
      statusPage: 'https://status.optimism.io/',
      helpCenterUrl:
        'https://help.uniswap.org/en/collections/3137778-uniswap-on-optimistic-ethereum-oξ',
      infoLink: 'https://info.uniswap.org/#/optimism/',
      docs: 'https://optimism.io/',
      logoUrl: optimismLogo,
      lists: ['https://static.optimism.io/optimism.tokenlist.json'],
      isTestnet: false,
    },
    published(10),
    { stablecoin: PUBLIC_STABLECOIN[10] },
  ),
  publicRow(
    {
      id: 137,
      label: 'Polygon',
      family: 'polygon',
      networkType: 'L1',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      explorer: 'https://polygonscan.com/',
      rpc: 'https://polygon-rpc.com/',
      bridge: 'https://portal.polygon.technology/bridge',
      statusPage: 'https://status.polygon.technology/',
      infoLink: 'https://info.uniswap.org/#/polygon/',
      docs: 'https://polygon.technology/',
      logoUrl: polygonLogo,
      blockWaitMsBeforeWarning: FAST,
      isTestnet: false,
    },
    published(137),
    { stablecoin: PUBLIC_STABLECOIN[137] },
  ),
  publicRow(
    {
      id: 56,
      label: 'BNB Chain',
      family: 'bnb',
      networkType: 'L1',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      explorer: 'https://bscscan.com/',
      rpc: 'https://bsc-dataseed.bnbchain.org',
      bridge: 'https://cbridge.celer.network/1/56',
      logoUrl: bnbLogo,
      blockWaitMsBeforeWarning: FAST,
      isTestnet: false,
    },
    published(56),
  ),
  publicRow(
    {
      id: 43114,
      label: 'Avalanche',
      family: 'avalanche',
      networkType: 'L1',
      nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
      explorer: 'https://snowscan.xyz/',
      rpc: 'https://api.avax.network/ext/bc/C/rpc',
      bridge: 'https://core.app/bridge/',
      statusPage: 'https://status.avax.network/',
      logoUrl: avalancheLogo,
      blockWaitMsBeforeWarning: FAST,
      isTestnet: false,
    },
    published(43114),
  ),
  publicRow(
    {
      // An OP Stack L2 since March 2025 (before, its own L1).
      ...OP,
      id: 42220,
      label: 'Celo',
      nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
      explorer: 'https://celoscan.io/',
      rpc: 'https://forno.celo.org',
      bridge: 'https://www.portalbridge.com/#/transfer',
      logoUrl: celoLogo,
      isTestnet: false,
    },
    published(42220),
  ),
  publicRow(
    {
      ...OP,
      id: 81457,
      label: 'Blast',
      explorer: 'https://blastscan.io/',
      rpc: 'https://rpc.blast.io',
      bridge: 'https://blast.io/bridge',
      logoUrl: blastLogo,
      isTestnet: false,
    },
    published(81457),
  ),
  publicRow(
    {
      ...OP,
      id: 7777777,
      label: 'Zora',
      explorer: 'https://explorer.zora.energy/',
      rpc: 'https://rpc.zora.energy',
      bridge: 'https://bridge.zora.energy/',
      logoUrl: zoraLogo,
      isTestnet: false,
    },
    published(7777777),
  ),
  publicRow(
    {
      ...OP,
      id: 480,
      label: 'World Chain',
      explorer: 'https://worldscan.org/',
      rpc: 'https://worldchain-mainnet.g.alchemy.com/public',
      bridge: 'https://world-chain.superbridge.app/app',
      logoUrl: worldchainLogo,
      isTestnet: false,
    },
    published(480),
  ),
  publicRow(
    {
      ...OP,
      id: 1868,
      label: 'Soneium',
      explorer: 'https://soneium.blockscout.com/',
      rpc: 'https://rpc.soneium.org',
      bridge: 'https://superbridge.app/soneium',
      statusPage: 'https://status.soneium.org/',
      logoUrl: soneiumLogo,
      isTestnet: false,
    },
    published(1868),
  ),
  publicRow(
    {
      ...OP,
      id: 57073,
      label: 'Ink',
      explorer: 'https://explorer.inkonchain.com/',
      rpc: 'https://rpc-gel.inkonchain.com',
      bridge: 'https://inkonchain.com/bridge',
      logoUrl: inkLogo,
      isTestnet: false,
    },
    published(57073),
  ),
]
