// UNI and what is built on it, per chain (issues 15, 16): mainnet's constants live here, out of
// the initial JS (only the lazy claim, mining and governance code imports this file); the devnet
// L1 brings its own from the manifest (ChainInfo.uniProtocol, set for local chains only).
import type { ChainInfo } from './chains'
import type { UniProtocol } from './contracts'

const MAINNET = {
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  usdt: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  dai: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  wbtc: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
} as const

/** The reference interface's mainnet constants (UNI, MerkleDistributor, the four reward pools, governors). */
export const PUBLIC_UNI_PROTOCOL: Readonly<Record<number, UniProtocol>> = {
  1: {
    uni: {
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      symbol: 'UNI',
      name: 'Uniswap',
      decimals: 18,
    },
    airdrop: {
      distributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
      // The public data repository's chunked claim files (spec 01 §7 item 3).
      claimFilesBaseUrl:
        'https://raw.githubusercontent.com/Uniswap/mrkl-drop-data-chunks/final/chunks/',
    },
    stakingRewards: [
      {
        address: '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a',
        tokens: [MAINNET.weth, MAINNET.usdt],
      },
      {
        address: '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
        tokens: [MAINNET.weth, MAINNET.usdc],
      },
      {
        address: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
        tokens: [MAINNET.weth, MAINNET.dai],
      },
      {
        address: '0xCA35e32e7926b96A9988f61d510E038108d8068e',
        tokens: [MAINNET.weth, MAINNET.wbtc],
      },
    ],
    governance: {
      // GovernorBravo, then the two GovernorAlpha deployments before it.
      governors: [
        '0x408ED6354d4973f66138C91495F2f2FCbd8724C3',
        '0xC4e172459f1E7939D522503B81AFAaC1014CE6F6',
        '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F',
      ],
      timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
    },
  },
}

/**
 * UNI, the airdrop, liquidity mining and governance on `chain`: mainnet only in production
 * (spec 01 §4, spec 02 §6: Layer 1), the devnet L1 standing for it. Undefined elsewhere.
 */
export function uniProtocolOf(chain: ChainInfo): UniProtocol | undefined {
  if (chain.isLocal) return chain.uniProtocol
  return chain.networkType === 'L1' ? PUBLIC_UNI_PROTOCOL[chain.id] : undefined
}
