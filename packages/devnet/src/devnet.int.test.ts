import { parseAbi } from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import type { Address } from './manifest.ts'
import { v2PairAddress, v3PoolAddress } from './seed/pools.ts'
import { chainOf, publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])
const factories = parseAbi([
  'function getPool(address, address, uint24) view returns (address)',
  'function getPair(address, address) view returns (address)',
])

/**
 * index.ts: L1 1 gwei base fee + 1 gwei tip; Arbitrum-style L2 0.05 + 0.05 gwei (~0.1 gwei);
 * OP-stack-style L2 0.005 + 0.005 gwei (issue 33: execution is cheap, the L1 data fee is not).
 */
const FEES = {
  ethereum: { floor: 1_000_000_000n, tip: 1_000_000_000n },
  arbitrum: { floor: 50_000_000n, tip: 50_000_000n },
  optimism: { floor: 5_000_000n, tip: 5_000_000n },
} as const

describe.each(manifest.chains.map((c) => [c.name, c] as const))('%s', (_name, chain) => {
  const client = publicClient(chain)

  it('has code at every manifest address', async () => {
    const addresses: Address[] = [
      ...Object.values(chain.contracts),
      ...chain.tokens.map((t) => t.address),
      ...chain.v2Pairs.map((p) => p.address),
      ...chain.v3Pools.map((p) => p.address),
    ]
    const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
    const empty = addresses.filter((_, i) => !codes[i] || codes[i] === '0x')
    expect(empty).toEqual([])
  })

  it('lists pairs and pools at the addresses the factories report', async () => {
    for (const pair of chain.v2Pairs) {
      const onChain = await client.readContract({
        address: chain.contracts.v2Factory,
        abi: factories,
        functionName: 'getPair',
        args: [pair.token0, pair.token1],
      })
      expect(onChain).toBe(pair.address)
      expect(v2PairAddress(chain.contracts.v2Factory, pair.token0, pair.token1)).toBe(pair.address)
    }
    for (const pool of chain.v3Pools) {
      const onChain = await client.readContract({
        address: chain.contracts.v3Factory,
        abi: factories,
        functionName: 'getPool',
        args: [pool.token0, pool.token1, pool.fee],
      })
      expect(onChain).toBe(pool.address)
      expect(v3PoolAddress(chain.contracts.v3Factory, pool.token0, pool.token1, pool.fee)).toBe(
        pool.address,
      )
    }
  })

  it('seeds pools in every fee tier and both protocols', () => {
    expect(chain.v2Pairs.length).toBeGreaterThan(0)
    expect(new Set(chain.v3Pools.map((p) => p.fee))).toEqual(new Set([100, 500, 3000, 10000]))
  })

  it('funds the ten test accounts with ETH and every token', async () => {
    expect(manifest.accounts).toHaveLength(10)
    for (const account of manifest.accounts) {
      expect(await client.getBalance({ address: account.address })).toBeGreaterThan(
        1000n * 10n ** 18n,
      )
      for (const token of chain.tokens) {
        const balance = await client.readContract({
          address: token.address,
          abi: erc20,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance, `${token.symbol} of ${account.address}`).toBeGreaterThan(0n)
      }
    }
  })

  it('keeps the gas price above the floor while idle', async () => {
    // Idle blocks would decay the base fee ~12.5 % each to about 0 (devnet-facts).
    await rpc(chain.rpcUrl, 'hardhat_mine', ['0x20'])
    const { floor, tip } = FEES[chain.family]
    // The keeper restores the floor within one poll (100 ms) after each block; the L2 mines
    // every second, so a read can land in that window (seen in CI: exactly 7/8 of the floor).
    // Assert the floor is reached, not that every instant sits on it.
    await vi.waitFor(
      async () => {
        const block = await client.getBlock({ blockTag: 'pending' })
        expect(block.baseFeePerGas).toBeGreaterThanOrEqual(floor)
        expect(await client.getGasPrice()).toBe(floor + tip)
      },
      { timeout: 5_000, interval: 50 },
    )
    expect(await client.estimateMaxPriorityFeePerGas()).toBe(tip)
  })

  it('mines transactions at the base-fee floor however many come in a row, never more than one empty block of decay below it', async () => {
    const { floor } = FEES[chain.family]
    const id = await snapshot(chain.rpcUrl)
    const wallet = walletClient(manifest, chain, 4)
    // The proxy sets the floor before each transaction, and the keeper after each block within
    // one 100 ms poll. When an interval block is mined in between on a loaded machine (CI: the
    // L2's transaction once landed at exactly 7/8 of the floor), the fee has decayed by one
    // empty block at most, never further; most transactions sit on the floor itself.
    let atFloor = 0
    for (let i = 0; i < 10; i++) {
      const hash = await wallet.sendTransaction({ to: wallet.account.address, value: 1n })
      const receipt = await client.waitForTransactionReceipt({ hash })
      const block = await client.getBlock({ blockNumber: receipt.blockNumber })
      expect(block.baseFeePerGas).toBeGreaterThanOrEqual((floor * 7n) / 8n)
      expect(block.baseFeePerGas).toBeLessThanOrEqual(floor)
      if (block.baseFeePerGas === floor) atFloor++
    }
    expect(atFloor).toBeGreaterThanOrEqual(8)
    await revert(chain.rpcUrl, id)
  })

  it('allows eth_call above the 2^24 per-transaction gas cap (prague, 60 M blocks)', async () => {
    // devnet-facts: osaka's cap also applies to eth_call and breaks large quote multicalls.
    const data = '0x42cbb15c' // getBlockNumber()
    const call = { to: chain.contracts.multicall3, data, gas: '0x2faf080' } // 50 M gas
    const result = await rpc<string>(chain.rpcUrl, 'eth_call', [call, 'latest'])
    expect(BigInt(result)).toBeGreaterThan(0n)
    const block = await client.getBlock()
    expect(block.gasLimit).toBe(60_000_000n)
  })

  it('restores state with snapshot/revert and refuses a used snapshot id', async () => {
    const weth = tokenOf(chain, 'WETH').address
    const id = await snapshot(chain.rpcUrl)
    const before = await client.getBalance({ address: weth })
    await rpc(chain.rpcUrl, 'hardhat_setBalance', [weth, '0x1'])
    expect(await client.getBalance({ address: weth })).toBe(1n)
    await revert(chain.rpcUrl, id)
    expect(await client.getBalance({ address: weth })).toBe(before)
    await expect(revert(chain.rpcUrl, id)).rejects.toThrow(/returned false/)
  })
})

describe('mining', () => {
  it('moves the L2 block number on its own (interval mining, 1 s)', async () => {
    const client = publicClient(chainOf(manifest, 2))
    const start = await client.getBlockNumber({ cacheTime: 0 })
    await new Promise((r) => setTimeout(r, 2500))
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(start)
  })

  it('serves the manifest, token list and explorer over HTTP with CORS', async () => {
    const base = manifest.explorerUrl.replace(/\/explorer$/, '')
    const res = await fetch(`${base}/manifest.json`)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toEqual(manifest)
    const list = (await (await fetch(manifest.tokenListUrls[0] ?? '')).json()) as {
      tokens: unknown[]
    }
    expect(list.tokens).toHaveLength(manifest.chains.reduce((n, c) => n + c.tokens.length, 0))
    const l1 = chainOf(manifest, 1)
    const page = await fetch(`${manifest.explorerUrl}/${l1.chainId}/address/${l1.contracts.weth9}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('weth9')
    const block = await fetch(`${manifest.explorerUrl}/${l1.chainId}/block/1`)
    const txHash = /\/tx\/(0x[0-9a-f]{64})/.exec(await block.text())?.[1]
    expect(txHash).toBeDefined()
    const tx = await fetch(`${manifest.explorerUrl}/${l1.chainId}/tx/${txHash}`)
    expect(await tx.text()).toContain('success')
    expect((await fetch(`${manifest.explorerUrl}/${l1.chainId}/block/99999999`)).status).toBe(404)
  })
})
