// Another account trading on the devnet between the app's quote and its swap (issue 5: "price
// moves between quote and confirm"). It sells ETH for USDC on every WETH/USDC pool and pair
// through SwapRouter02, so whichever route the app quoted, the price moves against it.
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, parseAbi, parseEther, parseGwei } from 'viem'

const ROUTER_ABI = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
])

/** Account index the front-runner signs with (not one the specs connect). */
export const FRONT_RUNNER = 6

export async function frontRun(
  manifest: Manifest,
  chain: ManifestChain,
  opts: { ethPerPool: string; tipGwei?: number },
): Promise<`0x${string}`[]> {
  const wallet = walletClient(manifest, chain, FRONT_RUNNER)
  const token = (s: string) => chain.tokens.find((t) => t.symbol === s)?.address as Address
  const [weth, usdc] = [token('WETH'), token('USDC')]
  const router = chain.contracts.swapRouter02
  const value = parseEther(opts.ethPerPool)
  // A high tip puts these first in the next block when the app's swap waits in the mempool.
  const fees = opts.tipGwei
    ? {
        maxPriorityFeePerGas: parseGwei(String(opts.tipGwei)),
        maxFeePerGas: parseGwei(String(opts.tipGwei + 100)),
      }
    : {}
  const hashes: `0x${string}`[] = []
  const me = wallet.account.address
  for (const pool of chain.v3Pools) {
    const pair = [pool.token0.toLowerCase(), pool.token1.toLowerCase()].sort().join()
    if (pair !== [weth.toLowerCase(), usdc.toLowerCase()].sort().join()) continue
    hashes.push(
      await wallet.writeContract({
        address: router,
        abi: ROUTER_ABI,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: weth,
            tokenOut: usdc,
            fee: pool.fee,
            recipient: me,
            amountIn: value,
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: 0n,
          },
        ],
        value,
        gas: 8_000_000n,
        ...fees,
      }),
    )
  }
  hashes.push(
    await wallet.writeContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'swapExactTokensForTokens',
      args: [value, 0n, [weth, usdc], me],
      value,
      gas: 1_000_000n,
      ...fees,
    }),
  )
  return hashes
}

/** Every front-run transaction was mined and succeeded (else the test proves nothing). */
export async function expectMined(
  chain: ManifestChain,
  hashes: readonly `0x${string}`[],
): Promise<void> {
  const client = publicClient(chain)
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`front-run ${hash} reverted`)
  }
}
