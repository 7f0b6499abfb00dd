// Issue 35 (L1 only): tokens a token-safety check must catch before the trade, each in a v2 pair
// with WETH so it can be bought: TRAP, which can be bought but never sold (transfers into its pair
// revert), TAX10, which takes 10 % of every transfer, and SKIM, whose approve() also grants an
// unlimited allowance to an address nobody asked for (the unknown spender a simulated approval
// must call out). Runs after every other deployment, from
// a deployer of its own (an impersonated address nothing else uses, nonce 0): no earlier address
// moves. They are on no token list: a user meets them by address (the import dialog).
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestSafetyTokens } from '../manifest.ts'
import { v2PairAddress } from '../seed/pools.ts'
import { deploy, impersonatedFresh, write } from './sender.ts'

/** keccak256("tidepool:safety-tokens-deployer")'s last 20 bytes: an address nothing else uses. */
export const SAFETY_TOKENS_DEPLOYER: Address = '0x90b610d97D8bb52f5DcA40946BCce0605c8D9707'

/** Each pair's reserves: 100 WETH against 300,000 tokens (1 token = 1/3000 WETH). */
const WETH_RESERVE = 100n * 10n ** 18n
const TOKEN_RESERVE = 300_000n * 10n ** 18n
/** TAX10's cut of every transfer, in basis points. */
export const TAX10_FEE_BPS = 1_000n
/** keccak256("tidepool:approval-skimmer")'s last 20 bytes: who SKIM's approve() also allows. */
export const SKIMMER: Address = '0x927Be9dF8a06f51E395623ef04E965F376FA959B'

export async function deploySafetyTokens(p: {
  nodeUrl: string
  weth9: Address
  v2Factory: Address
}): Promise<ManifestSafetyTokens> {
  const sender = await impersonatedFresh(p.nodeUrl, SAFETY_TOKENS_DEPLOYER, WETH_RESERVE * 3n)
  const trap = await deploy(sender, ownContract('SellBlockedToken'), ['Honey Trap', 'TRAP'])
  const tax10 = await deploy(sender, ownContract('FeeOnTransferToken'), [
    'Ten Percent Tax',
    'TAX10',
    TAX10_FEE_BPS,
  ])
  const skim = await deploy(sender, ownContract('SkimApprovalToken'), [
    'Skimming Approval',
    'SKIM',
    SKIMMER,
  ])
  const erc20 = ownContract('TestToken').abi
  await write(sender, p.weth9, uniswapArtifact('WETH9').abi, 'deposit', [], WETH_RESERVE * 3n)
  const pairs: Address[] = []
  for (const token of [trap, tax10, skim]) {
    await write(sender, p.v2Factory, uniswapArtifact('UniswapV2Factory').abi, 'createPair', [
      token,
      p.weth9,
    ])
    const pair = v2PairAddress(p.v2Factory, token, p.weth9)
    // TAX10 burns its fee on the way in too: the pair holds 90 % of what was sent.
    await write(sender, token, erc20, 'mint', [sender.from, TOKEN_RESERVE])
    await write(sender, token, erc20, 'transfer', [pair, TOKEN_RESERVE])
    await write(sender, p.weth9, erc20, 'transfer', [pair, WETH_RESERVE])
    await write(sender, pair, uniswapArtifact('UniswapV2Pair').abi, 'mint', [sender.from])
    pairs.push(pair)
  }
  const [trapPair, tax10Pair, skimPair] = pairs as [Address, Address, Address]
  await write(sender, trap, ownContract('SellBlockedToken').abi, 'blockSalesTo', [trapPair])
  return {
    deployer: sender.from,
    sellBlocked: { address: trap, symbol: 'TRAP', decimals: 18, v2Pair: trapPair },
    transferFee: {
      address: tax10,
      symbol: 'TAX10',
      decimals: 18,
      feeBps: Number(TAX10_FEE_BPS),
      v2Pair: tax10Pair,
    },
    approvalSkim: {
      address: skim,
      symbol: 'SKIM',
      decimals: 18,
      v2Pair: skimPair,
      skimmer: SKIMMER,
    },
  }
}
