import { formatUnits, maxUint256, parseAbi, parseUnits } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { ManifestChain } from './manifest.ts'
import { chainOf, publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])
const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
])

async function quoteV3(
  chain: ManifestChain,
  tokenIn: string,
  tokenOut: string,
  amount: string,
  fee: number,
) {
  const tIn = tokenOf(chain, tokenIn)
  const tOut = tokenOf(chain, tokenOut)
  const { result } = await publicClient(chain).simulateContract({
    address: chain.contracts.quoterV2,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [
      {
        tokenIn: tIn.address,
        tokenOut: tOut.address,
        amountIn: parseUnits(amount, tIn.decimals),
        fee,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  const [amountOut, , ticksCrossed] = result
  return { out: Number(formatUnits(amountOut, tOut.decimals)), ticksCrossed }
}

describe.each(manifest.chains.map((c) => [c.name, c] as const))('%s', (_name, chain) => {
  it('QuoterV2 prices 1 WETH at about 3000 USDC in the 0.05 % pool', async () => {
    const { out } = await quoteV3(chain, 'WETH', 'USDC', '1', 500)
    expect(out).toBeGreaterThan(2980)
    expect(out).toBeLessThan(3000)
  })

  it('a large v3 swap crosses several initialized ticks', async () => {
    const { out, ticksCrossed } = await quoteV3(chain, 'WETH', 'USDC', '2000', 500)
    expect(ticksCrossed).toBeGreaterThan(1)
    // Realistic depth: a few percent of impact for ~$6M, not a drained pool.
    expect(out / 2000).toBeGreaterThan(2700)
  })

  it('QuoterV2 prices 1 WBTC at about 20 WETH', async () => {
    const { out } = await quoteV3(chain, 'WBTC', 'WETH', '1', 500)
    expect(out).toBeGreaterThan(19.8)
    expect(out).toBeLessThan(20)
  })

  it('Router02 getAmountsOut prices WETH → USDC through the v2 pair', async () => {
    const weth = tokenOf(chain, 'WETH')
    const usdc = tokenOf(chain, 'USDC')
    const amounts = await publicClient(chain).readContract({
      address: chain.contracts.v2Router02,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseUnits('1', 18), [weth.address, usdc.address]],
    })
    const out = Number(formatUnits(amounts[1] ?? 0n, usdc.decimals))
    // 0.3 % LP fee plus a little impact.
    expect(out).toBeGreaterThan(2980)
    expect(out).toBeLessThan(2992)
  })
})

describe('NonfungiblePositionManager', () => {
  it('renders tokenURI of a seeded position through the linked NFT descriptor', async () => {
    const chain = chainOf(manifest, 1)
    const uri = await publicClient(chain).readContract({
      address: chain.contracts.positionManager,
      abi: parseAbi(['function tokenURI(uint256) view returns (string)']),
      functionName: 'tokenURI',
      args: [1n],
    })
    expect(uri).toMatch(/^data:application\/json;base64,/)
    const json = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8')) as {
      name: string
    }
    expect(json.name).toMatch(/^Uniswap - /)
  })
})

describe('SwapRouter02', () => {
  const chain = chainOf(manifest, 1)
  let id = ''
  beforeEach(async () => {
    id = await snapshot(chain.rpcUrl)
  })
  afterEach(async () => {
    await revert(chain.rpcUrl, id)
  })

  it('executes an exactInputSingle swap of WETH for USDC', async () => {
    const client = publicClient(chain)
    const wallet = walletClient(manifest, chain, 1)
    const me = wallet.account.address
    const weth = tokenOf(chain, 'WETH')
    const usdc = tokenOf(chain, 'USDC')
    const approve = await wallet.writeContract({
      address: weth.address,
      abi: erc20,
      functionName: 'approve',
      args: [chain.contracts.swapRouter02, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const before = await client.readContract({
      address: usdc.address,
      abi: erc20,
      functionName: 'balanceOf',
      args: [me],
    })
    const hash = await wallet.writeContract({
      address: chain.contracts.swapRouter02,
      abi: swapRouterAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: weth.address,
          tokenOut: usdc.address,
          fee: 3000,
          recipient: me,
          amountIn: parseUnits('2', 18),
          amountOutMinimum: parseUnits('5900', 6),
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: usdc.address,
      abi: erc20,
      functionName: 'balanceOf',
      args: [me],
    })
    const received = Number(formatUnits(after - before, 6))
    expect(received).toBeGreaterThan(5900)
    expect(received).toBeLessThan(6000)
  })
})
