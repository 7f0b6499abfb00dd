// The testnets Uniswap is deployed on today (issue 17, "Production build"): Sepolia and the
// Sepolia networks of the spec's rollups. They replace the spec's Ropsten, Rinkeby, Görli, Kovan,
// Optimistic Kovan, Arbitrum Rinkeby and Polygon Mumbai, all shut down or deprecated (README
// "Networks"). Polygon's testnet, Amoy, has no Uniswap deployment, so it is not offered.
//
// Addresses: Uniswap's own deployments as @uniswap/sdk-core 7.19 ships them (src/addresses.ts:
// CHAIN_TO_ADDRESSES_MAP, whose `quoterAddress` on these chains is QuoterV2; V2_FACTORY_ADDRESSES,
// V2_ROUTER_ADDRESSES; entities/weth9.ts WETH9) and docs.uniswap.org/contracts/v3/reference/
// deployments lists; chains.test.ts checks them against the package. Multicall3 is at its
// canonical address on each (github.com/mds1/multicall3, deployments).
//
// Loaded with import() beside the devnet manifest (runtimeConfig.ts): the addresses do not
// compress, and the initial JS budget (bench/README.md) has no room for them.
import type { Address } from 'viem'
import {
  arbitrumRow,
  type ChainDeployment,
  type ChainInfo,
  ethereumRow,
  optimismRow,
} from './chains'
import { type ChainContracts, type ReferenceToken, uniswapV2Exchange } from './contracts'

const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

const weth = (address: Address): ReferenceToken => ({
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
})

const SEPOLIA_V2_FACTORY: Address = '0xF62c03E08ada871A0bEb309762E260a7a6a880E6'
const SEPOLIA_V2_ROUTER: Address = '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3'

const SEPOLIA_CONTRACTS: ChainContracts = {
  swapRouter02: '0x3bFA4769FB09eefC5a80d6E87c3B9C650f7Ae48E',
  quoterV2: '0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3',
  v3Factory: '0x0227628f3F023bb0B980b67D528571c95c6DaC1c',
  v2Factory: SEPOLIA_V2_FACTORY,
  v2Router02: SEPOLIA_V2_ROUTER,
  tickLens: '0x0b343475d44EC2b4b8243EBF81dc888BF0A14b36',
  multicall3: MULTICALL3,
  positionManager: '0x1238536071E1c677A632429e3655c799b22cDA52',
  v3Migrator: '0x729004182cF005CEC8Bd85df140094b6aCbe8b15',
}

const OP_SEPOLIA_CONTRACTS: ChainContracts = {
  swapRouter02: '0x94cC0AaC535CCDB3C01d6787D6413C739ae12bc4',
  quoterV2: '0x0FBEa6cf957d95ee9313490050F6A0DA68039404',
  v3Factory: '0x8CE191193D15ea94e11d327b4c7ad8bbE520f6aF',
  tickLens: '0xCb7f54747F58F8944973cea5b8f4ac2209BadDC5',
  multicall3: MULTICALL3,
  positionManager: '0xdA75cEf1C93078e8b736FCA5D5a30adb97C8957d',
  v3Migrator: '0xE7EcbAAaA54D007A00dbb6c1d2f150066D69dA07',
}

const ARBITRUM_SEPOLIA_CONTRACTS: ChainContracts = {
  swapRouter02: '0x101F443B4d1b059569D643917553c771E1b9663E',
  quoterV2: '0x2779a0CC1c3e0E44D2542EC3e79e3864Ae93Ef0B',
  v3Factory: '0x248AB79Bbb9bC29bB72f7Cd42F17e054Fc40188e',
  tickLens: '0x0fd18587734e5C2dcE2dccDcC7DD1EC89ba557d9',
  multicall3: MULTICALL3,
  positionManager: '0x6b2937Bde17889EDCf8fbD8dE31C3C2a70Bc4d65',
  v3Migrator: '0x398f43ef2c67B941147157DA1c5a868E906E043D',
}

// No USD reference on a testnet: its token prices mean nothing, so no dollar value is shown.
const sepolia: ChainDeployment = {
  contracts: SEPOLIA_CONTRACTS,
  // v2-sdk derives Sepolia's pairs with mainnet's INIT_CODE_HASH. No fork exchange here.
  v2Liquidity: { router: SEPOLIA_V2_ROUTER, uniswap: uniswapV2Exchange(SEPOLIA_V2_FACTORY) },
  wrappedNative: weth('0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14'),
}

export const TESTNET_CHAINS: readonly ChainInfo[] = [
  ethereumRow(
    { id: 11155111, label: 'Sepolia', explorer: 'https://sepolia.etherscan.io/', isTestnet: true },
    sepolia,
  ),
  optimismRow(
    {
      id: 11155420,
      label: 'OP Sepolia',
      explorer: 'https://sepolia-optimism.etherscan.io/',
      rpc: 'https://sepolia.optimism.io',
      isTestnet: true,
    },
    {
      contracts: OP_SEPOLIA_CONTRACTS,
      wrappedNative: weth('0x4200000000000000000000000000000000000006'),
    },
  ),
  arbitrumRow(
    {
      id: 421614,
      label: 'Arbitrum Sepolia',
      explorer: 'https://sepolia.arbiscan.io/',
      rpc: 'https://sepolia-rollup.arbitrum.io/rpc',
      isTestnet: true,
    },
    {
      contracts: ARBITRUM_SEPOLIA_CONTRACTS,
      wrappedNative: weth('0x980B62Da83eFf3D4576C647993b0c1D7faf17c73'),
    },
  ),
]
