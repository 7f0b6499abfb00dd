// Issue 17 "Mainnet replica": the replica this file starts itself (on ports beside the shared
// integration devnet) has the Uniswap contracts at their canonical addresses, the tokens at
// their real addresses with their real metadata and quirks, and a swap through SwapRouter02
// and the v2 router works. Issue 31: v4, Permit2 and the Universal Router sit at the addresses
// Uniswap publishes for Ethereum, wired to each other and to the canonical v2/v3 set.
import path from 'node:path'
import {
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  hexToString,
  maxUint256,
  parseAbi,
  parseAbiParameters,
  parseEther,
  parseUnits,
  trim,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { V4_DEPLOYERS } from './deploy/v4.ts'
import { type Devnet, REPO_ROOT, startDevnet } from './index.ts'
import type { Address, ManifestChain } from './manifest.ts'
import { CANONICAL } from './replica/mainnet.ts'
import { v2PairAddress, v3PoolAddress } from './seed/pools.ts'
import { publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { INTEGRATION_PORTS } from './testing/globalSetup.ts'
import {
  approveRouterViaPermit2,
  quoteV4,
  routerAbi,
  unversionedDomain,
  v4Of,
  v4SwapInput,
} from './testing/v4.ts'

const erc20 = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256)',
])
const bytes32Meta = parseAbi([
  'function name() view returns (bytes32)',
  'function symbol() view returns (bytes32)',
])
const swapRouter02 = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
])
const quoterV2Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const factoryAbi = parseAbi(['function feeAmountTickSpacing(uint24) view returns (int24)'])
const npmAbi = parseAbi(['function factory() view returns (address)'])

let replica: Devnet
let chain: ManifestChain

beforeAll(async () => {
  replica = await startDevnet({
    replica: 'mainnet',
    // Two ports past the shared integration devnet's three.
    l1Port: INTEGRATION_PORTS.httpPort + 3,
    httpPort: INTEGRATION_PORTS.httpPort + 4,
    stateDir: path.join(REPO_ROOT, '.devnet', 'integration-replica'),
  })
  const first = replica.manifest.chains[0]
  if (!first) throw new Error('replica manifest has no chain')
  chain = first
})

afterAll(async () => {
  await replica?.stop()
})

describe('mainnet replica', () => {
  it('runs under chain id 1 and says so in the manifest', async () => {
    expect(await publicClient(chain).getChainId()).toBe(1)
    expect(replica.manifest.replica?.chainId).toBe(1)
    expect(replica.manifest.chains).toHaveLength(1)
  })

  it('has code at every canonical address, including the real WETH/USDC pools', async () => {
    const client = publicClient(chain)
    const usdc = tokenOf(chain, 'USDC').address
    for (const [name, address] of Object.entries(CANONICAL)) {
      const code = await client.getCode({ address })
      expect(code && code.length > 2, name).toBe(true)
    }
    // CREATE2 from the real factories and tokens gives mainnet's own pool and pair addresses.
    expect(v3PoolAddress(CANONICAL.v3Factory, usdc, CANONICAL.weth9, 500)).toBe(
      '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
    )
    expect(v2PairAddress(CANONICAL.v2Factory, usdc, CANONICAL.weth9)).toBe(
      '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    )
    expect(chain.v3Pools.map((p) => p.address)).toContain(
      '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
    )
    expect(
      await client.readContract({
        address: CANONICAL.positionManager,
        abi: npmAbi,
        functionName: 'factory',
      }),
    ).toBe(CANONICAL.v3Factory)
    // The 0.01 % tier is enabled, as on mainnet.
    expect(
      await client.readContract({
        address: CANONICAL.v3Factory,
        abi: factoryAbi,
        functionName: 'feeAmountTickSpacing',
        args: [100],
      }),
    ).toBe(1)
  })

  it('places the tokens at their real addresses with their real metadata', async () => {
    const client = publicClient(chain)
    const expected: Record<string, [string, string, number]> = {
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2': ['Wrapped Ether', 'WETH', 18],
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48': ['USD Coin', 'USDC', 6],
      '0xdAC17F958D2ee523a2206206994597C13D831ec7': ['Tether USD', 'USDT', 6],
      '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599': ['Wrapped BTC', 'WBTC', 8],
      '0x6B175474E89094C44Da98b954EedeAC495271d0F': ['Dai Stablecoin', 'DAI', 18],
    }
    for (const [address, [name, symbol, decimals]] of Object.entries(expected)) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: address as `0x${string}`, abi: erc20, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        name,
        symbol,
        decimals,
      ])
    }
    // MKR answers bytes32 metadata, as the real contract does.
    const mkr = tokenOf(chain, 'MKR').address
    expect(mkr).toBe('0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2')
    const symbol = await client.readContract({
      address: mkr,
      abi: bytes32Meta,
      functionName: 'symbol',
    })
    expect(hexToString(trim(symbol, { dir: 'right' }))).toBe('MKR')
  })

  it('USDT approve returns no value and refuses a non-zero to non-zero change', async () => {
    const client = publicClient(chain)
    const account = replica.manifest.accounts[0]?.address
    const usdt = tokenOf(chain, 'USDT').address
    const call = (amount: bigint) =>
      client.call({
        account,
        to: usdt,
        data: encodeFunctionData({
          abi: erc20,
          functionName: 'approve',
          args: [CANONICAL.swapRouter02, amount],
        }),
      })
    expect((await call(5n)).data).toBeUndefined()
    const wallet = walletClient(replica.manifest, chain, 5)
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdt,
        abi: erc20,
        functionName: 'approve',
        args: [CANONICAL.swapRouter02, 5n],
      }),
    })
    await expect(
      client.call({
        account: wallet.account.address,
        to: usdt,
        data: encodeFunctionData({
          abi: erc20,
          functionName: 'approve',
          args: [CANONICAL.swapRouter02, 6n],
        }),
      }),
    ).rejects.toThrow(/reset allowance to 0 first/)
  })

  it('swaps ETH → USDC and USDC → USDT → WBTC through SwapRouter02', async () => {
    const client = publicClient(chain)
    const wallet = walletClient(replica.manifest, chain, 6)
    const me = wallet.account.address
    const [usdc, usdt, wbtc] = ['USDC', 'USDT', 'WBTC'].map((s) => tokenOf(chain, s).address) as [
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
    ]
    const balance = (token: `0x${string}`) =>
      client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [me] })
    const usdcBefore = await balance(usdc)
    const send = async (hash: Promise<`0x${string}`>) => {
      const receipt = await client.waitForTransactionReceipt({ hash: await hash })
      expect(receipt.status).toBe('success')
    }
    await send(
      wallet.writeContract({
        address: CANONICAL.swapRouter02,
        abi: swapRouter02,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: CANONICAL.weth9,
            tokenOut: usdc,
            fee: 500,
            recipient: me,
            amountIn: parseEther('1'),
            amountOutMinimum: parseUnits('2950', 6),
            sqrtPriceLimitX96: 0n,
          },
        ],
        value: parseEther('1'),
      }),
    )
    expect(await balance(usdc)).toBeGreaterThan(usdcBefore + parseUnits('2950', 6))

    // Multi-hop: USDC → USDT (0.01 %) → WETH (0.05 %) → WBTC (0.05 %).
    const wbtcBefore = await balance(wbtc)
    await send(
      wallet.writeContract({
        address: usdc,
        abi: erc20,
        functionName: 'approve',
        args: [CANONICAL.swapRouter02, maxUint256],
      }),
    )
    const path = `0x${[usdc, '000064', usdt, '0001f4', CANONICAL.weth9, '0001f4', wbtc]
      .map((p) => p.replace(/^0x/, '').toLowerCase())
      .join('')}` as const
    await send(
      wallet.writeContract({
        address: CANONICAL.swapRouter02,
        abi: swapRouter02,
        functionName: 'exactInput',
        args: [
          { path, recipient: me, amountIn: parseUnits('9000', 6), amountOutMinimum: 9_800_000n },
        ],
      }),
    )
    // 9,000 USD at BTC 90,000 ≈ 0.1 WBTC (10,000,000 sats) less fees and impact.
    expect(await balance(wbtc)).toBeGreaterThan(wbtcBefore + 9_800_000n)
  })
})

/**
 * The oracle, copied by hand from Uniswap's deployments page
 * (https://docs.uniswap.org/contracts/v4/deployments, "Mainnet Deployments", "Ethereum: 1"; the
 * page's "Quoter" is V4Quoter), independently of src/replica/v4.ts.
 */
const V4_ON_ETHEREUM = {
  poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
  positionDescriptor: '0xd1428ba554f4c8450b763a0b2040a4935c63f06c',
  positionManager: '0xbd216513d74c8cf14cf4747e6aaa6420ff64ee9e',
  quoter: '0x52f0e24d1c21c8a0cb1e5a5dd6198556bd9e1203',
  stateView: '0x7ffe42c4a5deea5b0fec41c94c136cf115597227',
  universalRouter: '0x66a9893cc07d91d95644aedd05d03f95e1dba8af',
  permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
} as const

const v4Reads = parseAbi([
  'function poolManager() view returns (address)',
  'function permit2() view returns (address)',
  'function tokenDescriptor() view returns (address)',
  'function owner() view returns (address)',
  'function name() view returns (string)',
  'function nextTokenId() view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

describe('mainnet replica: Uniswap v4 and the Universal Router', () => {
  it("reports Uniswap's published Ethereum addresses, with code at each", async () => {
    const v4 = v4Of(chain)
    const published = Object.fromEntries(
      Object.entries(V4_ON_ETHEREUM).map(([name, address]) => [name, getAddress(address)]),
    )
    expect(v4).toEqual(published)
    for (const [name, address] of Object.entries(v4)) {
      const code = await publicClient(chain).getCode({ address })
      expect(code?.length ?? 0, name).toBeGreaterThan(2)
    }
  })

  it('wires each contract to the canonical PoolManager, Permit2 and descriptor, and moves their constructor state along', async () => {
    const v4 = v4Of(chain)
    const read = <T>(address: Address, functionName: (typeof v4Reads)[number]['name']) =>
      publicClient(chain).readContract({ address, abi: v4Reads, functionName }) as Promise<T>
    for (const at of [v4.positionManager, v4.quoter, v4.stateView, v4.positionDescriptor])
      expect(await read(at, 'poolManager'), at).toBe(v4.poolManager)
    expect(await read(v4.positionManager, 'permit2')).toBe(v4.permit2)
    expect(await read(v4.positionManager, 'tokenDescriptor')).toBe(v4.positionDescriptor)
    // Storage the constructors wrote at the deploy address (owner, ERC-721 name, token counter).
    expect(await read(v4.poolManager, 'owner')).toBe(getAddress(V4_DEPLOYERS[1]))
    expect(await read(v4.positionManager, 'name')).toBe('Uniswap v4 Positions NFT')
    // One position per seeded pool, numbered from 1.
    expect(await read(v4.positionManager, 'nextTokenId')).toBe(
      BigInt((chain.v4Seed?.pools.length ?? 0) + 1),
    )
    // Its permits must be signed for the canonical address, not the one it was deployed at.
    const separator = unversionedDomain('Uniswap v4 Positions NFT', 1, v4.positionManager)
    expect(await read(v4.positionManager, 'DOMAIN_SEPARATOR')).toBe(separator)
  })

  it("swaps native ETH → USDC in the seeded v4 pool through the canonical router: received equals V4Quoter's quote to the wei", async () => {
    const pool = chain.v4Seed?.pools.find((p) => p.role === 'best-price')
    if (!pool) throw new Error('the replica has no best-price v4 pool')
    expect(pool.currency0).toBe(zeroAddress)
    const client = publicClient(chain)
    const wallet = walletClient(replica.manifest, chain, 7)
    const usdc = tokenOf(chain, 'USDC').address
    const balance = () =>
      client.readContract({
        address: usdc,
        abi: erc20,
        functionName: 'balanceOf',
        args: [wallet.account.address],
      })
    const amount = parseEther('1')
    const quoted = await quoteV4(chain, pool, true, amount)
    // ETH at 3,005 in this pool against 3,000 in v3's (seed/v4Pools.ts).
    expect(quoted).toBeGreaterThan(parseUnits('2990', 6))
    const before = await balance()
    const hash = await wallet.writeContract({
      address: v4Of(chain).universalRouter,
      abi: routerAbi,
      functionName: 'execute',
      args: ['0x10', [v4SwapInput(pool, true, amount)], 10_000_000_000n],
      value: amount,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balance()) - before).toBe(quoted)
  })

  it("routes v3 and v2 through the canonical factories: the router's output equals QuoterV2's and Router02's to the wei", async () => {
    const client = publicClient(chain)
    const wallet = walletClient(replica.manifest, chain, 8)
    const me = wallet.account.address
    const usdc = tokenOf(chain, 'USDC').address
    const amountIn = parseUnits('3000', 6)
    await approveRouterViaPermit2(chain, wallet, usdc, 2n * amountIn)
    const [v3Out] = (
      await client.simulateContract({
        address: CANONICAL.quoterV2,
        abi: quoterV2Abi,
        functionName: 'quoteExactInputSingle',
        args: [
          { tokenIn: usdc, tokenOut: CANONICAL.weth9, amountIn, fee: 500, sqrtPriceLimitX96: 0n },
        ],
      })
    ).result
    const [, v2Out = 0n] = await client.readContract({
      address: CANONICAL.v2Router02,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [usdc, CANONICAL.weth9]],
    })
    const weth = () =>
      client.readContract({
        address: CANONICAL.weth9,
        abi: erc20,
        functionName: 'balanceOf',
        args: [me],
      })
    const before = await weth()
    // V3_SWAP_EXACT_IN (0x00) and V2_SWAP_EXACT_IN (0x08), paid through Permit2 (payerIsUser).
    const v3Path = `0x${usdc.slice(2)}0001f4${CANONICAL.weth9.slice(2)}` as const
    const inputs = [
      encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
        me,
        amountIn,
        0n,
        v3Path,
        true,
      ]),
      encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address[], bool'), [
        me,
        amountIn,
        0n,
        [usdc, CANONICAL.weth9],
        true,
      ]),
    ]
    const hash = await wallet.writeContract({
      address: v4Of(chain).universalRouter,
      abi: routerAbi,
      functionName: 'execute',
      args: ['0x0008', inputs, 10_000_000_000n],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await weth()) - before).toBe(v3Out + v2Out)
  })
})
