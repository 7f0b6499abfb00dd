// The seed tokens (issue 2 §2): real-world awkwardness in small contracts of our own
// (contracts/*.sol), plus WETH9 from the v2-periphery artifact.
import { stringToHex } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, type Sender, write } from '../deploy/sender.ts'
import type { Address, ManifestToken, TokenKind } from '../manifest.ts'

export type TokenKey =
  | 'WETH'
  | 'USDC'
  | 'USDT'
  | 'WBTC'
  | 'DAI'
  | 'MKR'
  | 'TAX'
  | 'PRM'
  // Only on the mainnet replica (src/replica/mainnet.ts).
  | 'UNI'
  | 'LINK'
  | 'AAVE'

export interface SeedToken {
  key: TokenKey
  kind: TokenKind
  name: string
  symbol: string
  decimals: number
  /** Realistic USD price of one whole token, in micro-USD (ETH ≈ 3000, WBTC ≈ 60000). */
  priceMicroUsd: bigint
  /** Whole tokens given to each funded test account. */
  perAccount: bigint
}

/** A USD price in micro-USD (the tables' `priceMicroUsd`). */
export const usd = (dollars: number): bigint => BigInt(Math.round(dollars * 1e6))

/** Deploy order is part of the address contract: append, never reorder (see determinism test). */
export const SEED_TOKENS: readonly SeedToken[] = [
  {
    key: 'WETH',
    kind: 'weth',
    name: 'Wrapped Ether',
    symbol: 'WETH',
    decimals: 18,
    priceMicroUsd: usd(3000),
    perAccount: 100n,
  },
  {
    key: 'USDC',
    kind: 'standard',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'USDT',
    kind: 'no-return',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'WBTC',
    kind: 'standard',
    name: 'Wrapped BTC',
    symbol: 'WBTC',
    decimals: 8,
    priceMicroUsd: usd(60_000),
    perAccount: 10n,
  },
  {
    key: 'DAI',
    kind: 'standard',
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'MKR',
    kind: 'bytes32',
    name: 'Maker',
    symbol: 'MKR',
    decimals: 18,
    priceMicroUsd: usd(1500),
    perAccount: 100n,
  },
  {
    key: 'TAX',
    kind: 'fee-on-transfer',
    name: 'Tax Token',
    symbol: 'TAX',
    decimals: 18,
    priceMicroUsd: usd(2),
    perAccount: 100_000n,
  },
  {
    key: 'PRM',
    kind: 'permit',
    name: 'Permit Token',
    symbol: 'PRM',
    decimals: 18,
    priceMicroUsd: usd(10),
    perAccount: 100_000n,
  },
]

/** Fee of the fee-on-transfer token: 1 %, large enough that a test sees it on any amount. */
export const TRANSFER_FEE_BPS = 100n

export type DeployedToken = SeedToken & { address: Address }

export async function deployToken(sender: Sender, token: SeedToken): Promise<Address> {
  switch (token.kind) {
    case 'weth':
      return deploy(sender, uniswapArtifact('WETH9'))
    case 'standard':
      return deploy(sender, ownContract('TestToken'), [token.name, token.symbol, token.decimals])
    case 'no-return':
      return deploy(sender, ownContract('NoReturnToken'), [
        token.name,
        token.symbol,
        token.decimals,
      ])
    case 'bytes32':
      return deploy(sender, ownContract('Bytes32Token'), [
        stringToHex(token.name, { size: 32 }),
        stringToHex(token.symbol, { size: 32 }),
      ])
    case 'fee-on-transfer':
      return deploy(sender, ownContract('FeeOnTransferToken'), [
        token.name,
        token.symbol,
        TRANSFER_FEE_BPS,
      ])
    case 'permit':
      return deploy(sender, ownContract('PermitToken'), [token.name, token.symbol])
  }
}

/** Deploys the seed tokens in order; WETH is the core's WETH9, not deployed again. */
export async function deployTokens(sender: Sender, weth9: Address): Promise<DeployedToken[]> {
  const out: DeployedToken[] = []
  for (const token of SEED_TOKENS) {
    const address = token.kind === 'weth' ? weth9 : await deployToken(sender, token)
    out.push({ ...token, address })
  }
  return out
}

/**
 * Gives each account `perAccount` of every token. Minting (not transferring) keeps the
 * fee-on-transfer token's amounts round; WETH comes from the deployer's deposit.
 */
export async function fundAccounts(
  sender: Sender,
  tokens: readonly DeployedToken[],
  accounts: readonly Address[],
): Promise<void> {
  for (const token of tokens) {
    const amount = token.perAccount * 10n ** BigInt(token.decimals)
    const abi = token.kind === 'weth' ? uniswapArtifact('WETH9').abi : ownContract('TestToken').abi
    for (const account of accounts) {
      if (token.kind === 'weth')
        await write(sender, token.address, abi, 'transfer', [account, amount])
      else await write(sender, token.address, abi, 'mint', [account, amount])
    }
  }
}

export function manifestToken(token: DeployedToken): ManifestToken {
  const { address, symbol, name, decimals, kind } = token
  return { address, symbol, name, decimals, kind }
}
