import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  defineChain,
  encodeErrorResult,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { erc20Abi, erc20Bytes32Abi } from './abis/erc20'
import { solidityErrorsAbi } from './abis/errors'
import { multicallReads } from './multicall'

const TOKEN: Address = '0x1111111111111111111111111111111111111111'
const EMPTY: Address = '0x2222222222222222222222222222222222222222'
const REVERTS: Address = '0x3333333333333333333333333333333333333333'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What the fake chain answers to one call: return data, a revert, or nothing (no code). */
function answer(target: Address, callData: Hex): { success: boolean; returnData: Hex } {
  if (target.toLowerCase() === EMPTY) return { success: true, returnData: '0x' }
  if (target.toLowerCase() === REVERTS)
    return {
      success: false,
      returnData: encodeErrorResult({ abi: solidityErrorsAbi, errorName: 'Error', args: ['no'] }),
    }
  const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: callData })
  const returnData =
    functionName === 'balanceOf'
      ? encodeFunctionResult({
          abi: erc20Abi,
          functionName,
          result: BigInt(`0x${args[0].slice(-2)}`),
        })
      : functionName === 'decimals'
        ? encodeFunctionResult({ abi: erc20Abi, functionName, result: 6 })
        : encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'USDC' })
  return { success: true, returnData }
}

/** A node with Multicall3 (or without, `multicall: false`); records each eth_call's call count. */
function fakeNode({ multicall = true, failCall = -1 } = {}) {
  const ethCalls: number[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return '0x1'
    if (method !== 'eth_call') throw new Error(`fake node: ${method} is not scripted`)
    const [{ to, data }] = params as [{ to: Address; data: Hex }]
    const index = ethCalls.length
    if (!multicall) {
      ethCalls.push(1)
      const { success, returnData } = answer(to, data)
      if (!success)
        throw Object.assign(new Error('execution reverted'), { code: 3, data: returnData })
      return returnData
    }
    const { args } = decodeFunctionData({ abi: multicall3Abi, data })
    const calls = args[0] as readonly { target: Address; callData: Hex }[]
    ethCalls.push(calls.length)
    if (index === failCall) throw new Error('node is down')
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map(({ target, callData }) => answer(target, callData)),
    })
  }
  const chain = multicall ? mainnet : defineChain({ ...mainnet, contracts: {} })
  const client = createClient({ chain, transport: custom({ request }, { retryCount: 0 }) })
  return { client, ethCalls }
}

const holder = (i: number): Address => `0x${i.toString(16).padStart(40, '0')}`

describe('multicallReads', () => {
  it('default: reads every call in one aggregate3 and decodes each result with its ABI', async () => {
    const { client, ethCalls } = fakeNode()
    const [balance, decimals, symbol] = await multicallReads(client, {
      calls: [
        { address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [holder(0x2a)] },
        { address: TOKEN, abi: erc20Abi, functionName: 'decimals' },
        { address: TOKEN, abi: erc20Abi, functionName: 'symbol' },
      ],
    })
    expect(ethCalls).toEqual([3])
    expect(balance).toEqual({ status: 'success', result: 0x2an })
    expect(decimals).toEqual({ status: 'success', result: 6 })
    expect(symbol).toEqual({ status: 'success', result: 'USDC' })
  })

  it('behavior: a reverted call and a call to an address without code fail alone', async () => {
    const { client } = fakeNode()
    const results = await multicallReads(client, {
      calls: [
        { address: REVERTS, abi: erc20Abi, functionName: 'decimals' },
        { address: EMPTY, abi: erc20Bytes32Abi, functionName: 'symbol' },
        { address: TOKEN, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    expect(results.map((r) => r.status)).toEqual(['failure', 'failure', 'success'])
    expect(results[0].error).toBeInstanceOf(Error)
    expect(results[2].result).toBe(6)
  })

  it('parameters: chunkSize splits a long list into one eth_call per chunk, results in order', async () => {
    const { client, ethCalls } = fakeNode()
    const calls = Array.from({ length: 1_201 }, (_, i) => ({
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [holder(i % 256)] as const,
    }))
    const results = await multicallReads(client, { calls, chunkSize: 500 })
    expect(ethCalls).toEqual([500, 500, 201])
    expect(results).toHaveLength(1_201)
    expect(results[1_200]).toEqual({ status: 'success', result: BigInt(1_200 % 256) })
  })

  it('behavior: a failed eth_call fails the calls of its chunk only', async () => {
    const { client } = fakeNode({ failCall: 1 })
    const calls = Array.from({ length: 4 }, () => ({
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'decimals' as const,
    }))
    const results = await multicallReads(client, { calls, chunkSize: 2 })
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'failure', 'failure'])
    expect(results[2]?.error?.message).toContain('node is down')
  })

  it('behavior: a call whose arguments cannot be encoded fails without being sent', async () => {
    const { client, ethCalls } = fakeNode()
    const results = await multicallReads(client, {
      calls: [
        { address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: ['0xnot' as Address] },
        { address: TOKEN, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    expect(ethCalls).toEqual([1])
    expect(results.map((r) => r.status)).toEqual(['failure', 'success'])
  })

  it('behavior: without Multicall3 on the chain, each call is its own eth_call', async () => {
    const { client, ethCalls } = fakeNode({ multicall: false })
    const results = await multicallReads(client, {
      calls: [
        { address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] },
        { address: REVERTS, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    expect(ethCalls).toEqual([1, 1])
    expect(results[0]).toEqual({ status: 'success', result: 0xc8n })
    expect(results[1].status).toBe('failure')
  })

  it('parameters: rejects a chunkSize that is not a positive integer', async () => {
    const { client } = fakeNode()
    await expect(multicallReads(client, { calls: [], chunkSize: 0 })).rejects.toThrow(RangeError)
  })
})
