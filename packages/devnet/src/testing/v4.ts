// Issue 31: what the v4 integration tests (v4.int.test.ts on the devnet, replica.int.test.ts on
// the mainnet replica) share: V4Quoter's exact-input quote, the Universal Router's V4_SWAP input,
// a router allowance through Permit2 and the EIP-712 domain Permit2 and PositionManager sign under.
import {
  type Account,
  type Chain,
  concatHex,
  encodeAbiParameters,
  hashDomain,
  maxUint256,
  parseAbi,
  parseAbiParameters,
  type Transport,
  type WalletClient,
} from 'viem'
import type { Address, Hex, ManifestChain, ManifestV4Pool } from '../manifest.ts'
import { publicClient } from './clients.ts'

/** Who deployed and seeded each layer's v4 set: it owns the seeded positions (impersonated). */
export { V4_DEPLOYERS } from '../deploy/v4.ts'

const POOL_KEY =
  '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks)'
const quoterAbi = parseAbi([
  `function quoteExactInputSingle((${POOL_KEY} poolKey, bool zeroForOne, uint128 exactAmount, bytes hookData) params) returns (uint256 amountOut, uint256 gasEstimate)`,
])
const erc20 = parseAbi(['function approve(address, uint256) returns (bool)'])
const permit2ApproveAbi = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

/** UniversalRouter.execute; commands are one byte each (the router's Commands.sol). */
export const routerAbi = parseAbi([
  'function execute(bytes commands, bytes[] inputs, uint256 deadline) payable',
])

export function v4Of(chain: ManifestChain): NonNullable<ManifestChain['v4']> {
  if (!chain.v4) throw new Error(`chain ${chain.chainId} has no v4 contracts`)
  return chain.v4
}

const keyOf = (pool: ManifestV4Pool) => ({
  currency0: pool.currency0,
  currency1: pool.currency1,
  fee: pool.fee,
  tickSpacing: pool.tickSpacing,
  hooks: pool.hooks,
})

/** V4Quoter's amount out for an exact-input single-pool swap (an eth_call, nothing mined). */
export async function quoteV4(
  chain: ManifestChain,
  pool: ManifestV4Pool,
  zeroForOne: boolean,
  exactAmount: bigint,
): Promise<bigint> {
  const { result } = await publicClient(chain).simulateContract({
    address: v4Of(chain).quoter,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [{ poolKey: keyOf(pool), zeroForOne, exactAmount, hookData: '0x' }],
  })
  return result[0]
}

/** The Universal Router's V4_SWAP command input: SWAP_EXACT_IN_SINGLE, SETTLE_ALL, TAKE_ALL. */
export function v4SwapInput(pool: ManifestV4Pool, zeroForOne: boolean, amountIn: bigint): Hex {
  const [tokenIn, tokenOut] = zeroForOne
    ? [pool.currency0, pool.currency1]
    : [pool.currency1, pool.currency0]
  const params = [
    encodeAbiParameters(
      parseAbiParameters(`(${POOL_KEY} poolKey, bool, uint128, uint128, bytes)`),
      [[keyOf(pool), zeroForOne, amountIn, 0n, '0x']],
    ),
    encodeAbiParameters(parseAbiParameters('address, uint256'), [tokenIn, amountIn]),
    encodeAbiParameters(parseAbiParameters('address, uint256'), [tokenOut, 0n]),
  ]
  return encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
    concatHex(['0x06', '0x0c', '0x0f']),
    params,
  ])
}

/**
 * Lets the chain's Universal Router spend `amount` of `token` for the wallet's account: the token
 * approved to Permit2, then a Permit2 allowance for the router, valid for an hour.
 */
export async function approveRouterViaPermit2(
  chain: ManifestChain,
  wallet: WalletClient<Transport, Chain, Account>,
  token: Address,
  amount: bigint,
): Promise<void> {
  await approveViaPermit2(chain, wallet, token, v4Of(chain).universalRouter, amount)
}

/** The same for any spender of Permit2 (the position manager settles a mint through it). */
export async function approveViaPermit2(
  chain: ManifestChain,
  wallet: WalletClient<Transport, Chain, Account>,
  token: Address,
  spender: Address,
  amount: bigint,
): Promise<void> {
  const client = publicClient(chain)
  const { permit2 } = v4Of(chain)
  const send = async (hash: Promise<Hex>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success')
      throw new Error(`approval ${receipt.transactionHash} reverted`)
  }
  await send(
    wallet.writeContract({
      address: token,
      abi: erc20,
      functionName: 'approve',
      args: [permit2, maxUint256],
    }),
  )
  const expiration = Number((await client.getBlock()).timestamp) + 3_600
  await send(
    wallet.writeContract({
      address: permit2,
      abi: permit2ApproveAbi,
      functionName: 'approve',
      args: [token, spender, amount, expiration],
    }),
  )
}

/**
 * The hash of an EIP-712 domain without a version field (Permit2's EIP712.sol, v4's
 * EIP712_v4.sol), as viem computes it: the tests' own oracle, not deploy/v4.ts's.
 */
export function unversionedDomain(name: string, chainId: number, verifyingContract: Address): Hex {
  return hashDomain({
    domain: { name, chainId: BigInt(chainId), verifyingContract },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  })
}

const stateViewAbi = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
])
const mintAbi = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
])

/** The pool's price and tick now (StateView). */
export async function v4Slot0(
  chain: ManifestChain,
  pool: ManifestV4Pool,
): Promise<{ sqrtPriceX96: bigint; tick: number }> {
  const [sqrtPriceX96, tick] = await publicClient(chain).readContract({
    address: v4Of(chain).stateView,
    abi: stateViewAbi,
    functionName: 'getSlot0',
    args: [pool.id],
  })
  return { sqrtPriceX96, tick }
}

/**
 * Issue 32: mints a position in `pool` for the wallet's account (MINT_POSITION + SETTLE_PAIR, and
 * SWEEP back the unspent ETH of a native side), independently of the app's encoding. An ERC-20
 * side must be approved through Permit2 to the position manager first (approveViaPermit2); a range
 * wholly above the price of an ETH pool takes ETH alone. Resolves to the new token id.
 */
export async function mintV4Position(
  chain: ManifestChain,
  wallet: WalletClient<Transport, Chain, Account>,
  pool: ManifestV4Pool,
  p: {
    tickLower: number
    tickUpper: number
    liquidity: bigint
    amount0Max: bigint
    amount1Max: bigint
  },
): Promise<bigint> {
  const client = publicClient(chain)
  const manager = v4Of(chain).positionManager
  const id = await client.readContract({
    address: manager,
    abi: mintAbi,
    functionName: 'nextTokenId',
  })
  const owner = wallet.account.address
  const native = pool.currency0 === '0x0000000000000000000000000000000000000000'
  const pair = encodeAbiParameters(parseAbiParameters('address, address'), [
    pool.currency0,
    pool.currency1,
  ])
  const params = [
    encodeAbiParameters(
      parseAbiParameters(`${POOL_KEY}, int24, int24, uint256, uint128, uint128, address, bytes`),
      [keyOf(pool), p.tickLower, p.tickUpper, p.liquidity, p.amount0Max, p.amount1Max, owner, '0x'],
    ),
    pair,
    ...(native
      ? [encodeAbiParameters(parseAbiParameters('address, address'), [pool.currency0, owner])]
      : []),
  ]
  const actions = concatHex(native ? ['0x02', '0x0d', '0x14'] : ['0x02', '0x0d'])
  const hash = await wallet.writeContract({
    address: manager,
    abi: mintAbi,
    functionName: 'modifyLiquidities',
    args: [
      encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [actions, params]),
      10_000_000_000n,
    ],
    value: native ? p.amount0Max : 0n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`mint ${hash} reverted`)
  return id
}
