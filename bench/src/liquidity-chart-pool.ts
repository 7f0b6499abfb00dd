// The bench's 2,000-tick v3 pool (issue 13 "Performance"): DAI/PRM 0.3 % created at price 1 and
// 1,000 small positions at distinct ranges, minted through the position manager's multicall in
// batches, by test account 0 (funded with both tokens by the devnet seed). Position i spans
// [-60(i+1), 60(i+1)]: 2,000 initialized ticks, ±60,000 ticks (prices 0.0025 to 403).
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, encodeFunctionData, maxUint256, parseAbi } from 'viem'

const npmAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])
const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

export const BENCH_POOL = { a: 'DAI', b: 'PRM', fee: 3000, positions: 1000 } as const
const SPACING = 60
/** Mints per multicall transaction: ~40 × ~450k gas stays under the devnet's 60 M block. */
const BATCH = 40
const Q96 = 2n ** 96n
const DEADLINE = 10_000_000_000n

/** Creates the pool and its positions; returns the number of initialized ticks made. */
export async function seedChartPool(manifest: Manifest, chain: ManifestChain): Promise<number> {
  const wallet = walletClient(manifest, chain, 0)
  const client = publicClient(chain)
  const npm = chain.contracts.positionManager as Address
  const [t0, t1] = [tokenOf(chain, BENCH_POOL.a), tokenOf(chain, BENCH_POOL.b)].sort((x, y) =>
    x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
  ) as [ManifestChain['tokens'][number], ManifestChain['tokens'][number]]
  if (t0.decimals !== t1.decimals) throw new Error('the bench pool wants equal decimals (price 1)')
  const send = async (to: Address, data: `0x${string}`) => {
    const hash = await wallet.sendTransaction({ to, data, gas: 58_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`bench pool setup reverted: ${hash}`)
  }
  for (const t of [t0, t1])
    await send(
      t.address,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [npm, maxUint256] }),
    )
  await send(
    npm,
    encodeFunctionData({
      abi: npmAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [t0.address, t1.address, BENCH_POOL.fee, Q96],
    }),
  )
  const unit = 10n ** BigInt(t0.decimals - 2) // 0.01 token per side
  const mint = (i: number) =>
    encodeFunctionData({
      abi: npmAbi,
      functionName: 'mint',
      args: [
        {
          token0: t0.address,
          token1: t1.address,
          fee: BENCH_POOL.fee,
          tickLower: -SPACING * (i + 1),
          tickUpper: SPACING * (i + 1),
          amount0Desired: unit,
          amount1Desired: unit,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: wallet.account.address,
          deadline: DEADLINE,
        },
      ],
    })
  for (let from = 0; from < BENCH_POOL.positions; from += BATCH) {
    const calls = Array.from({ length: Math.min(BATCH, BENCH_POOL.positions - from) }, (_, k) =>
      mint(from + k),
    )
    await send(npm, encodeFunctionData({ abi: npmAbi, functionName: 'multicall', args: [calls] }))
  }
  return BENCH_POOL.positions * 2
}
