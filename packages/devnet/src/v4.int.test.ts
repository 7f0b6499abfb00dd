// Issue 31: v4, Permit2 and the Universal Router on each devnet chain. Permit2's captured runtime
// answers every signature on chain 31337 with a domain separator for another address
// (devnet-facts); deploy/v4.ts mends it. The proof is a signature the contract itself accepts,
// on the L1 (31337) and on the L2's chain id, and one it must refuse.
import { maxUint256, parseAbi, parseUnits, zeroAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { permit2Runtime } from './deploy/v4.ts'
import type { Address, ManifestChain, ManifestV4Pool } from './manifest.ts'
import { DYNAMIC_POOL_FEE } from './seed/v4Pools.ts'
import { publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'
import {
  approveRouterViaPermit2,
  quoteV4,
  routerAbi,
  unversionedDomain,
  v4Of,
  v4SwapInput,
} from './testing/v4.ts'

const manifest = inject('manifest')

const permit2Abi = parseAbi([
  'function permit(address owner, ((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permitSingle, bytes signature)',
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'error InvalidSigner()',
])
const domainAbi = parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)'])
const immutableStateAbi = parseAbi(['function poolManager() view returns (address)'])
const erc20 = parseAbi(['function approve(address, uint256) returns (bool)'])

const PERMIT_TYPES = {
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
} as const

/** EIP-712's domain hash as viem computes it (Permit2's domain has no version). */
const permit2Domain = (chainId: number, verifyingContract: Address) =>
  unversionedDomain('Permit2', chainId, verifyingContract)

/** Each test starts from the seeded chain: a snapshot before, reverted after. */
function revertAfterEach(chain: ManifestChain): void {
  let snap: string
  beforeEach(async () => {
    snap = await snapshot(chain.rpcUrl)
  })
  afterEach(async () => {
    await revert(chain.rpcUrl, snap)
  })
}

describe.each(manifest.chains.map((c) => [`${c.name} (chain ${c.chainId})`, c] as const))(
  '%s',
  (_name, chain) => {
    revertAfterEach(chain)

    it('deploys the PoolManager, the position manager, V4Quoter, StateView and the Universal Router, wired to one PoolManager', async () => {
      const v4 = v4Of(chain)
      const client = publicClient(chain)
      for (const address of Object.values(v4)) {
        const code = await client.getCode({ address })
        expect(code?.length ?? 0, address).toBeGreaterThan(2)
      }
      for (const address of [v4.positionManager, v4.quoter, v4.stateView]) {
        const manager = await client.readContract({
          address,
          abi: immutableStateAbi,
          functionName: 'poolManager',
        })
        expect(manager).toBe(v4.poolManager)
      }
    })

    it('the captured Permit2 runtime, placed as shipped, signs under a wrong domain on chain 31337 only; the placed Permit2 under its own', async () => {
      const client = publicClient(chain)
      const scratch: Address = '0x00000000000000000000000000000000000c0de2'
      await rpc(chain.rpcUrl, 'hardhat_setCode', [scratch, permit2Runtime()])
      const separatorOf = (address: Address) =>
        client.readContract({ address, abi: domainAbi, functionName: 'DOMAIN_SEPARATOR' })
      const shipped = await separatorOf(scratch)
      if (chain.chainId === 31337) expect(shipped).not.toBe(permit2Domain(chain.chainId, scratch))
      else expect(shipped).toBe(permit2Domain(chain.chainId, scratch))
      const { permit2 } = v4Of(chain)
      expect(await separatorOf(permit2)).toBe(permit2Domain(chain.chainId, permit2))
    })

    it('Permit2 accepts a PermitSingle signed for this chain and refuses one signed for another chain id', async () => {
      const { permit2, universalRouter } = v4Of(chain)
      const client = publicClient(chain)
      const wallet = walletClient(manifest, chain, 1)
      const owner = wallet.account.address
      const token = tokenOf(chain, 'USDC')
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: token.address,
          abi: erc20,
          functionName: 'approve',
          args: [permit2, maxUint256],
        }),
      })
      const now = (await client.getBlock()).timestamp
      const permitSingle = {
        details: {
          token: token.address,
          amount: parseUnits('1234.5', token.decimals),
          expiration: Number(now + 3_600n),
          nonce: 0,
        },
        spender: universalRouter,
        sigDeadline: now + 600n,
      }
      const sign = (chainId: number) =>
        wallet.signTypedData({
          domain: { name: 'Permit2', chainId, verifyingContract: permit2 },
          types: PERMIT_TYPES,
          primaryType: 'PermitSingle',
          message: permitSingle,
        })

      // Signed for another chain id: the contract must not take it (the test can fail).
      await expect(
        client.simulateContract({
          account: owner,
          address: permit2,
          abi: permit2Abi,
          functionName: 'permit',
          args: [owner, permitSingle, await sign(chain.chainId + 1)],
        }),
      ).rejects.toThrow(/InvalidSigner/)

      const hash = await wallet.writeContract({
        address: permit2,
        abi: permit2Abi,
        functionName: 'permit',
        args: [owner, permitSingle, await sign(chain.chainId)],
      })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
      const [amount, expiration, nonce] = await client.readContract({
        address: permit2,
        abi: permit2Abi,
        functionName: 'allowance',
        args: [owner, token.address, universalRouter],
      })
      expect(amount).toBe(permitSingle.details.amount)
      expect(expiration).toBe(permitSingle.details.expiration)
      expect(nonce).toBe(1)
    })
  },
)

const stateViewAbi = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
])
const v3QuoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const tokenAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])

describe.each(manifest.chains.map((c) => [`${c.name} (chain ${c.chainId})`, c] as const))(
  '%s: seeded v4 pools',
  (_name, chain) => {
    revertAfterEach(chain)
    const poolOf = (role: ManifestV4Pool['role']) => {
      const pool = chain.v4Seed?.pools.find((p) => p.role === role)
      if (!pool) throw new Error(`chain ${chain.chainId} has no ${role} v4 pool`)
      return pool
    }
    const quote = (pool: ManifestV4Pool, zeroForOne: boolean, amount: bigint) =>
      quoteV4(chain, pool, zeroForOne, amount)
    const balanceOf = (token: Address, owner: Address) =>
      publicClient(chain).readContract({
        address: token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      })

    /** Swaps through the Universal Router as account 2; returns what the account received. */
    async function swap(pool: ManifestV4Pool, zeroForOne: boolean, amountIn: bigint) {
      const client = publicClient(chain)
      const wallet = walletClient(manifest, chain, 2)
      const me = wallet.account.address
      const [tokenIn, tokenOut] = zeroForOne
        ? [pool.currency0, pool.currency1]
        : [pool.currency1, pool.currency0]
      if (tokenIn !== zeroAddress) await approveRouterViaPermit2(chain, wallet, tokenIn, amountIn)
      const before = await balanceOf(tokenOut, me)
      const send = async (p: Promise<`0x${string}`>) =>
        expect((await client.waitForTransactionReceipt({ hash: await p })).status).toBe('success')
      await send(
        wallet.writeContract({
          address: v4Of(chain).universalRouter,
          abi: routerAbi,
          functionName: 'execute',
          args: ['0x10', [v4SwapInput(pool, zeroForOne, amountIn)], 10_000_000_000n],
          value: tokenIn === zeroAddress ? amountIn : 0n,
        }),
      )
      return (await balanceOf(tokenOut, me)) - before
    }

    it("ETH → USDC through the native-ETH pool: received equals V4Quoter's quote to the wei, and beats v3's best pool", async () => {
      const pool = poolOf('best-price')
      expect(pool.currency0).toBe(zeroAddress)
      const amount = parseUnits('1', 18)
      const quoted = await quote(pool, true, amount)
      const usdc = tokenOf(chain, 'USDC')
      const { result } = await publicClient(chain).simulateContract({
        address: chain.contracts.quoterV2,
        abi: v3QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [
          {
            tokenIn: tokenOf(chain, 'WETH').address,
            tokenOut: usdc.address,
            amountIn: amount,
            fee: 500,
            sqrtPriceLimitX96: 0n,
          },
        ],
      })
      expect(quoted).toBeGreaterThan(result[0])
      expect(await swap(pool, true, amount)).toBe(quoted)
    })

    it('ETH → LUM, a token only v4 trades: received equals the quote', async () => {
      const pool = poolOf('v4-only')
      const lum = chain.v4Seed?.tokens.find((t) => t.symbol === 'LUM')
      expect(lum && [pool.currency0, pool.currency1]).toContain(lum?.address)
      expect(chain.tokens.some((t) => t.address === lum?.address)).toBe(false)
      const amount = parseUnits('0.5', 18)
      const quoted = await quote(pool, true, amount)
      expect(quoted).toBeGreaterThan(0n)
      expect(await swap(pool, true, amount)).toBe(quoted)
    })

    it("the fee-taking hook keeps 1.23 % of the output: the quote includes it, and received + the hook's take is the gross output", async () => {
      const pool = poolOf('fee-hook')
      expect(Number(BigInt(pool.hooks) & 0x3fffn)).toBe(0x44)
      const lum = chain.v4Seed?.tokens[0]?.address as Address
      const zeroForOne = pool.currency0 === lum
      const tokenOut = zeroForOne ? pool.currency1 : pool.currency0
      const amount = parseUnits('100', 18)
      const quoted = await quote(pool, zeroForOne, amount)
      const hookBefore = await balanceOf(tokenOut, pool.hooks)
      const received = await swap(pool, zeroForOne, amount)
      const take = (await balanceOf(tokenOut, pool.hooks)) - hookBefore
      expect(received).toBe(quoted)
      expect(take).toBeGreaterThan(0n)
      expect(take).toBe(((received + take) * 123n) / 10_000n)
    })

    it('the dynamic-fee pool charges the fee its hook set (0.25 %), and received equals the quote', async () => {
      const pool = poolOf('dynamic-fee')
      expect(pool.fee).toBe(0x800000)
      const [, , , lpFee] = await publicClient(chain).readContract({
        address: v4Of(chain).stateView,
        abi: stateViewAbi,
        functionName: 'getSlot0',
        args: [pool.id],
      })
      expect(lpFee).toBe(DYNAMIC_POOL_FEE)
      const amount = parseUnits('1', 18)
      const quoted = await quote(pool, true, amount)
      expect(await swap(pool, true, amount)).toBe(quoted)
    })
  },
)
