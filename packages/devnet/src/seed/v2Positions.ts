// Issue 14 (L1 only): the fork exchange and the v2 positions of the e2e wallet (accounts[0]).
//
// Runs after everything else the core deployer does (seed/pools.ts, fundAccounts, issue 13's
// positions.ts), so no earlier address moves. The fork exchange is SushiSwap's factory compiled
// from @sushiswap/core (contracts/fork.gen.json, spec 02 §3): SLP liquidity tokens and a pair
// init code hash of its own. It has no router: its pairs are only read and migrated.
//
// Uniswap v2 positions are LP tokens TRANSFERRED from the deployer (who minted every seeded
// pair's liquidity): reserves do not move, so every routing and quote expectation stays as it
// was. The fork pairs are fresh (no route uses the fork factory), minted straight for account 0.
import { keccak256 } from 'viem'
import { forkContract, ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, read, type Sender, write } from '../deploy/sender.ts'
import type {
  Address,
  ManifestForkV2,
  ManifestV2Pair,
  ManifestV2Position,
  ManifestV2Seed,
} from '../manifest.ts'
import { sortAddresses } from '../math/price.ts'
import { rawForUsd } from './pools.ts'
import type { DeployedToken, TokenKey } from './tokens.ts'

/** Share of the deployer's LP of a seeded pair given to account 0: 1 % (basis points). */
export const LP_SHARE_BPS = 100n

interface UniswapPositionPlan {
  tokens: readonly [TokenKey, TokenKey]
  note: string
}

/** Seeded Uniswap v2 pairs where account 0 gets LP; every other seeded pair it has none of. */
export const UNISWAP_POSITIONS: readonly UniswapPositionPlan[] = [
  {
    tokens: ['WETH', 'USDC'],
    note: '1 % of the seeded LP: remove with ETH (removeLiquidityETH); v3 WETH/USDC 0.3 % exists',
  },
  {
    tokens: ['DAI', 'USDC'],
    note: '1 % of the seeded LP: there is no v3 DAI/USDC 0.3 % pool, migrating creates it',
  },
  {
    tokens: ['TAX', 'WETH'],
    note: '1 % of the seeded LP: TAX burns 1 % per transfer, remove through the SupportingFeeOnTransferTokens variant',
  },
  {
    tokens: ['PRM', 'WETH'],
    note: '1 % of the seeded LP: PRM is an EIP-2612 token',
  },
]

interface ForkPositionPlan {
  /** [quote token, WETH]: the pair's price is quote per WETH. */
  tokens: readonly [TokenKey, 'WETH']
  weth: number
  /** The pair's price relative to the seed price (which the v3 pools start at and keep), in bps. */
  priceBps: number
  note: (price: string, v3Price: string) => string
}

/** Fork-exchange (Sushi) pairs, created and minted for account 0. */
export const FORK_POSITIONS: readonly ForkPositionPlan[] = [
  {
    tokens: ['DAI', 'WETH'],
    weth: 10,
    priceBps: 10_500,
    note: (price, v3Price) =>
      `Sushi at ${price} DAI per WETH, 5 % above the v3 DAI/WETH 0.3 % pool (${v3Price}): migrating into it shows the price-difference warning`,
  },
  {
    tokens: ['USDC', 'WETH'],
    weth: 2,
    priceBps: 10_000,
    note: (price, v3Price) =>
      `Sushi at ${price} USDC per WETH, the v3 WETH/USDC 0.3 % price (${v3Price}): migrates without a warning`,
  },
]

export interface SeedV2PositionsParameters {
  sender: Sender
  tokens: readonly DeployedToken[]
  v2Pairs: readonly ManifestV2Pair[]
  /** accounts[0] (the e2e wallet) gets every position. */
  accounts: readonly Address[]
}

export interface V2SeedResult {
  forkV2: ManifestForkV2
  v2Seed: ManifestV2Seed
}

const pairAbi = () => forkContract('UniswapV2Pair').abi

function tokenByKey(tokens: readonly DeployedToken[], key: TokenKey): DeployedToken {
  const t = tokens.find((x) => x.key === key)
  if (!t) throw new Error(`seed v2 positions: token ${key} missing`)
  return t
}

function findPair(pairs: readonly ManifestV2Pair[], a: Address, b: Address): ManifestV2Pair {
  const pair = pairs.find((p) => new Set([p.token0, p.token1, a, b]).size === 2)
  if (!pair) throw new Error(`seed v2 positions: no seeded v2 pair ${a}/${b}`)
  return pair
}

/** Deploys the fork factory and seeds the positions; returns what the manifest records. */
export async function seedV2Positions(p: SeedV2PositionsParameters): Promise<V2SeedResult> {
  const { sender } = p
  const [owner] = p.accounts
  if (!owner) throw new Error('seed v2 positions: needs a test account')
  const factoryContract = forkContract('UniswapV2Factory')
  const factory = await deploy(sender, factoryContract, [sender.from])
  const forkV2: ManifestForkV2 = {
    label: 'Sushi',
    factory,
    initCodeHash: keccak256(forkContract('UniswapV2Pair').bytecode),
  }
  const positions: ManifestV2Position[] = []
  const lpBalance = (pair: Address, account: Address) =>
    read<bigint>(sender, pair, pairAbi(), 'balanceOf', [account])

  for (const plan of UNISWAP_POSITIONS) {
    const [a, b] = plan.tokens.map((k) => tokenByKey(p.tokens, k).address) as [Address, Address]
    const pair = findPair(p.v2Pairs, a, b)
    const share = ((await lpBalance(pair.address, sender.from)) * LP_SHARE_BPS) / 10_000n
    const abi = uniswapArtifact('UniswapV2Pair').abi
    await write(sender, pair.address, abi, 'transfer', [owner, share])
    positions.push({
      exchange: 'uniswap',
      pair: pair.address,
      token0: pair.token0,
      token1: pair.token1,
      owner,
      liquidity: (await lpBalance(pair.address, owner)).toString(),
      note: plan.note,
    })
  }

  const erc20 = ownContract('TestToken').abi
  for (const plan of FORK_POSITIONS) {
    const quote = tokenByKey(p.tokens, plan.tokens[0])
    const weth = tokenByKey(p.tokens, 'WETH')
    const wethUsd = (plan.weth * Number(weth.priceMicroUsd)) / 1e6
    const amounts = new Map([
      [weth.address, rawForUsd(weth, wethUsd)],
      [quote.address, rawForUsd(quote, (wethUsd * plan.priceBps) / 10_000)],
    ])
    const [token0, token1] = sortAddresses(quote.address, weth.address)
    await write(sender, factory, factoryContract.abi, 'createPair', [token0, token1])
    const pair = await read<Address>(sender, factory, factoryContract.abi, 'getPair', [
      token0,
      token1,
    ])
    for (const [token, amount] of amounts)
      await write(sender, token, erc20, 'transfer', [pair, amount])
    await write(sender, pair, pairAbi(), 'mint', [owner])
    const seedPrice = Number(weth.priceMicroUsd) / Number(quote.priceMicroUsd)
    positions.push({
      exchange: 'fork',
      pair,
      token0,
      token1,
      owner,
      liquidity: (await lpBalance(pair, owner)).toString(),
      note: plan.note(String((seedPrice * plan.priceBps) / 10_000), String(seedPrice)),
    })
  }
  return { forkV2, v2Seed: { positions } }
}
