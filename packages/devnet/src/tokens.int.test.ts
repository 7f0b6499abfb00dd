import {
  decodeFunctionResult,
  encodeFunctionData,
  hexToString,
  parseAbi,
  parseUnits,
  stringToHex,
} from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { chainOf, publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')
const chain = chainOf(manifest, 1)
const client = publicClient(chain)
const alice = walletClient(manifest, chain, 2)
const bob = manifest.accounts[3]?.address ?? '0x'

const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function transfer(address, uint256) returns (bool)',
  'function approve(address, uint256) returns (bool)',
  'function symbol() view returns (string)',
  'function nonces(address) view returns (uint256)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
])
const bytes32Meta = parseAbi([
  'function symbol() view returns (bytes32)',
  'function name() view returns (bytes32)',
])

const balanceOf = (token: `0x${string}`, who: `0x${string}`) =>
  client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [who] })

let id = ''
beforeEach(async () => {
  id = await snapshot(chain.rpcUrl)
})
afterEach(async () => {
  await revert(chain.rpcUrl, id)
})

describe('USDT-like (no-return)', () => {
  const usdt = tokenOf(chain, 'USDT')

  it('returns no data from transfer and approve', async () => {
    expect(usdt.kind).toBe('no-return')
    for (const data of [
      encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [bob, 1n] }),
      encodeFunctionData({ abi: erc20, functionName: 'approve', args: [bob, 1n] }),
    ]) {
      const result = await rpc<string>(chain.rpcUrl, 'eth_call', [
        { from: alice.account.address, to: usdt.address, data },
        'latest',
      ])
      expect(result).toBe('0x')
    }
  })

  it('refuses to change a non-zero allowance without resetting it to 0', async () => {
    const approve = (amount: bigint) =>
      alice.writeContract({
        address: usdt.address,
        abi: erc20,
        functionName: 'approve',
        args: [bob, amount],
        gas: 100_000n,
      })
    await client.waitForTransactionReceipt({ hash: await approve(5n) })
    await expect(approve(7n)).rejects.toThrow(/reset allowance to 0 first/)
    await client.waitForTransactionReceipt({ hash: await approve(0n) })
    await client.waitForTransactionReceipt({ hash: await approve(7n) })
    const allowance = await client.readContract({
      address: usdt.address,
      abi: erc20,
      functionName: 'allowance',
      args: [alice.account.address, bob],
    })
    expect(allowance).toBe(7n)
  })
})

describe('bytes32 metadata (MKR-like)', () => {
  const mkr = tokenOf(chain, 'MKR')

  it('returns symbol and name as bytes32, which a string decoder rejects', async () => {
    expect(mkr.kind).toBe('bytes32')
    const symbol = await client.readContract({
      address: mkr.address,
      abi: bytes32Meta,
      functionName: 'symbol',
    })
    expect(hexToString(symbol, { size: 32 })).toBe('MKR')
    const name = await client.readContract({
      address: mkr.address,
      abi: bytes32Meta,
      functionName: 'name',
    })
    expect(name).toBe(stringToHex('Maker', { size: 32 }))
    const raw = await rpc<`0x${string}`>(chain.rpcUrl, 'eth_call', [
      { to: mkr.address, data: encodeFunctionData({ abi: erc20, functionName: 'symbol' }) },
      'latest',
    ])
    expect(() => decodeFunctionResult({ abi: erc20, functionName: 'symbol', data: raw })).toThrow()
  })
})

describe('fee-on-transfer', () => {
  const tax = tokenOf(chain, 'TAX')

  it('delivers 1 % less than was sent', async () => {
    expect(tax.kind).toBe('fee-on-transfer')
    const before = await balanceOf(tax.address, bob)
    const amount = parseUnits('1000', 18)
    const hash = await alice.writeContract({
      address: tax.address,
      abi: erc20,
      functionName: 'transfer',
      args: [bob, amount],
    })
    await client.waitForTransactionReceipt({ hash })
    expect((await balanceOf(tax.address, bob)) - before).toBe(parseUnits('990', 18))
  })

  it('is only in v2 pairs, never in v3 pools', () => {
    expect(chain.v2Pairs.some((p) => p.token0 === tax.address || p.token1 === tax.address)).toBe(
      true,
    )
    expect(chain.v3Pools.some((p) => p.token0 === tax.address || p.token1 === tax.address)).toBe(
      false,
    )
  })
})

describe('EIP-2612 permit', () => {
  const prm = tokenOf(chain, 'PRM')

  it('accepts a signed permit and sets the allowance', async () => {
    expect(prm.kind).toBe('permit')
    const owner = alice.account.address
    const spender = chain.contracts.swapRouter02
    const value = parseUnits('123', 18)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const nonce = await client.readContract({
      address: prm.address,
      abi: erc20,
      functionName: 'nonces',
      args: [owner],
    })
    const signature = await alice.signTypedData({
      domain: {
        name: prm.name,
        version: '1',
        chainId: chain.chainId,
        verifyingContract: prm.address,
      },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner, spender, value, nonce, deadline },
    })
    const r = `0x${signature.slice(2, 66)}` as const
    const s = `0x${signature.slice(66, 130)}` as const
    const v = Number.parseInt(signature.slice(130, 132), 16)
    // Anyone may submit the permit: here Bob's unlocked account pays the gas.
    const hash = await walletClient(manifest, chain, 3).writeContract({
      address: prm.address,
      abi: erc20,
      functionName: 'permit',
      args: [owner, spender, value, deadline, v, r, s],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(
      await client.readContract({
        address: prm.address,
        abi: erc20,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    ).toBe(value)
  })
})

describe('Multicall3', () => {
  it('answers viem multicall at the canonical address', async () => {
    const weth = tokenOf(chain, 'WETH')
    const results = await client.multicall({
      allowFailure: false,
      contracts: [
        { address: weth.address, abi: erc20, functionName: 'balanceOf', args: [bob] },
        {
          address: chain.contracts.multicall3,
          abi: parseAbi(['function getEthBalance(address) view returns (uint256)']),
          functionName: 'getEthBalance',
          args: [bob],
        },
        {
          address: chain.contracts.multicall3,
          abi: parseAbi(['function getBlockNumber() view returns (uint256)']),
          functionName: 'getBlockNumber',
        },
      ],
    })
    expect(results[0]).toBe(parseUnits('100', 18))
    expect(results[1]).toBe(await client.getBalance({ address: bob }))
    expect(results[2]).toBeGreaterThan(0n)
    // getBasefee reads BASEFEE, which hardhat's eth_call runs at 0: only check it answers.
    const basefee = await client.readContract({
      address: chain.contracts.multicall3,
      abi: parseAbi(['function getBasefee() view returns (uint256)']),
      functionName: 'getBasefee',
    })
    expect(basefee).toBeGreaterThanOrEqual(0n)
  })
})
