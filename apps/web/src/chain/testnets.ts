// The Sepolia-family testnets Uniswap is deployed on today (issues 17, 33), offered in the
// selector's testnet group. The spec's Ropsten, Rinkeby, Görli, Kovan, Optimistic Kovan, Arbitrum
// Rinkeby and Polygon Mumbai are shut down and left out (README "Networks"); Polygon's Amoy has
// no Uniswap deployment. Addresses: deployments/testnets.ts, with their sources. Loaded lazily
// with the public table (runtimeConfig.ts).
import type { ChainInfo } from './chains'
import { TEN_MINUTES } from './chains'
import { TESTNET_DEPLOYMENTS as D } from './deployments/testnets'
import arbitrumLogo from './logos/arbitrum.svg?no-inline'
import baseLogo from './logos/base.svg?no-inline'
import ethereumLogo from './logos/ethereum.svg?no-inline'
import optimismLogo from './logos/optimism.svg?no-inline'
import unichainLogo from './logos/unichain.svg?no-inline'
import { FAST_BLOCKS_STALL_MS as FAST, publicRow } from './publicRow'

const published = (id: number) => {
  const d = D[id]
  if (!d) throw new Error(`no published deployment for testnet ${id}`)
  return d
}

const OP = { family: 'optimism', networkType: 'L2', blockWaitMsBeforeWarning: FAST } as const

// No USD reference on a testnet: its token prices mean nothing, so no dollar value is shown.
export const TESTNET_CHAINS: readonly ChainInfo[] = [
  publicRow(
    {
      id: 11155111,
      label: 'Sepolia',
      family: 'ethereum',
      networkType: 'L1',
      explorer: 'https://sepolia.etherscan.io/',
      logoUrl: ethereumLogo,
      blockWaitMsBeforeWarning: TEN_MINUTES,
      isTestnet: true,
    },
    published(11155111),
  ),
  publicRow(
    {
      ...OP,
      id: 84532,
      label: 'Base Sepolia',
      explorer: 'https://sepolia.basescan.org/',
      rpc: 'https://sepolia.base.org',
      logoUrl: baseLogo,
      isTestnet: true,
    },
    published(84532),
  ),
  publicRow(
    {
      ...OP,
      id: 1301,
      label: 'Unichain Sepolia',
      explorer: 'https://sepolia.uniscan.xyz/',
      rpc: 'https://sepolia.unichain.org',
      logoUrl: unichainLogo,
      isTestnet: true,
    },
    published(1301),
  ),
  publicRow(
    {
      id: 421614,
      label: 'Arbitrum Sepolia',
      family: 'arbitrum',
      networkType: 'L2',
      explorer: 'https://sepolia.arbiscan.io/',
      explorerKind: 'arbitrum',
      rpc: 'https://sepolia-rollup.arbitrum.io/rpc',
      bridge: 'https://bridge.arbitrum.io/',
      logoUrl: arbitrumLogo,
      blockWaitMsBeforeWarning: FAST,
      isTestnet: true,
    },
    published(421614),
  ),
  publicRow(
    {
      ...OP,
      id: 11155420,
      label: 'OP Sepolia',
      explorer: 'https://sepolia-optimism.etherscan.io/',
      explorerKind: 'optimism',
      rpc: 'https://sepolia.optimism.io',
      logoUrl: optimismLogo,
      isTestnet: true,
    },
    published(11155420),
  ),
]
