// Deploys and seeds one chain: core contracts, tokens, pairs, pools, funded accounts.
import { maxUint256 } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestChain } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import type { ChainPlan } from '../seed/plan.ts'
import { rawForUsd, type SeedContext, seedV2Pair, seedV3Pool } from '../seed/pools.ts'
import { seedPositions } from '../seed/positions.ts'
import { type DeployedToken, deployTokens, fundAccounts, manifestToken } from '../seed/tokens.ts'
import { seedV2Positions } from '../seed/v2Positions.ts'
import { deployCore } from './core.ts'
import { type Sender, write } from './sender.ts'

export interface ChainSetup {
  chainId: number
  name: string
  family: ManifestChain['family']
  layer: ManifestChain['layer']
  rpcUrl: string
  deployer: Address
  plan: ChainPlan
}

/** Liquidity budget of the deployer per token: far more than any plan deposits. */
const DEPLOYER_BUDGET_USD = 10_000_000_000

/** Mints the deployer's liquidity budget and approves the position manager for every token. */
export async function prepareDeployer(
  sender: Sender,
  tokens: readonly DeployedToken[],
  npm: Address,
): Promise<void> {
  const erc20 = ownContract('TestToken').abi
  for (const token of tokens) {
    const amount = rawForUsd(token, DEPLOYER_BUDGET_USD)
    if (token.kind === 'weth') {
      await write(sender, token.address, uniswapArtifact('WETH9').abi, 'deposit', [], amount)
    } else {
      await write(sender, token.address, erc20, 'mint', [sender.from, amount])
    }
    await write(sender, token.address, erc20, 'approve', [npm, maxUint256])
  }
}

/** Seeds through the node's own URL (`nodeUrl`); the manifest lists the public `setup.rpcUrl`. */
export async function setupChain(
  setup: ChainSetup,
  nodeUrl: string,
  accounts: readonly Address[],
): Promise<ManifestChain> {
  const url = nodeUrl
  const nonce = Number(
    await rpc<string>(url, 'eth_getTransactionCount', [setup.deployer, 'latest']),
  )
  // Addresses are a function of (deployer, nonce): a used node would give different ones.
  if (nonce !== 0)
    throw new Error(`chain ${setup.chainId}: deployer nonce is ${nonce}, expected a fresh node`)
  await rpc(url, 'hardhat_setBalance', [setup.deployer, toQuantity(10n ** 30n)])
  const sender: Sender = { url, from: setup.deployer, nonce }

  const contracts = await deployCore(sender, 'ETH')
  const tokens = await deployTokens(sender, contracts.weth9)
  await prepareDeployer(sender, tokens, contracts.positionManager)
  const ctx: SeedContext = { sender, contracts, tokens: new Map(tokens.map((t) => [t.key, t])) }
  const v2Pairs = []
  for (const pair of setup.plan.v2) v2Pairs.push(await seedV2Pair(ctx, pair))
  const v3Pools = []
  for (const pool of setup.plan.v3) v3Pools.push(await seedV3Pool(ctx, pool))
  await fundAccounts(sender, tokens, accounts)
  // Issue 13, after everything above so no address moves; the L2 stays as it was.
  const v3Seed =
    setup.layer === 1
      ? await seedPositions({
          sender,
          contracts,
          pools: v3Pools,
          tokens: tokens.map(manifestToken),
          accounts,
        })
      : undefined
  // Issue 14, after issue 13 (same deployer, later nonces): the fork exchange and the v2
  // positions of account 0, L1 only.
  const v2 =
    setup.layer === 1 ? await seedV2Positions({ sender, tokens, v2Pairs, accounts }) : undefined

  return {
    chainId: setup.chainId,
    name: setup.name,
    family: setup.family,
    layer: setup.layer,
    rpcUrl: setup.rpcUrl,
    contracts,
    tokens: tokens.map(manifestToken),
    v2Pairs,
    v3Pools,
    ...(v3Seed ? { v3Seed } : {}),
    ...(v2 ? { forkV2: v2.forkV2, v2Seed: v2.v2Seed } : {}),
  }
}
