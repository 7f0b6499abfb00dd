import { decodeFunctionResult, encodeAbiParameters, encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Hex } from './abi.ts'
import { decodeAggregate3, encodeAggregate3 } from './aggregate3.ts'
import type { Call } from './loadPools.ts'

const abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

// Call data of every length class: empty, shorter than a word, a word boundary, odd tails.
const calls: Call[] = [
  { to: '0x1F98431c8aD98523631AE4a59f267346ea31F984' as Call['to'], data: '0x' },
  { to: '0x0000000000000000000000000000000000000001', data: '0x3850c7bd' },
  { to: '0xc36442b4a4522e871399cd717abdd847ab11fe88', data: `0x${'ab'.repeat(32)}` },
  { to: '0xc36442b4a4522e871399cd717abdd847ab11fe88', data: `0x5339c296${'ff'.repeat(33)}` },
]

describe('aggregate3 coded by hand', () => {
  it('encodes exactly as viem does, for every call-data length', () => {
    expect(encodeAggregate3(calls)).toBe(
      encodeFunctionData({
        abi,
        functionName: 'aggregate3',
        args: [calls.map((c) => ({ target: c.to, allowFailure: true, callData: c.data }))],
      }),
    )
    expect(encodeAggregate3([])).toBe(
      encodeFunctionData({ abi, functionName: 'aggregate3', args: [[]] }),
    )
  })

  it('decodes what viem decodes, a failed call as undefined', () => {
    const results: { success: boolean; returnData: Hex }[] = [
      { success: true, returnData: '0x' },
      { success: false, returnData: '0x08c379a0' },
      { success: true, returnData: `0x${'12'.repeat(64)}` },
      { success: true, returnData: `0x${'34'.repeat(45)}` },
    ]
    const data = encodeAbiParameters(
      [
        {
          type: 'tuple[]',
          components: [
            { type: 'bool', name: 'success' },
            { type: 'bytes', name: 'returnData' },
          ],
        },
      ],
      [results],
    )
    const viem = decodeFunctionResult({ abi, functionName: 'aggregate3', data })
    expect(decodeAggregate3(data)).toEqual(viem.map((r) => (r.success ? r.returnData : undefined)))
    expect(decodeAggregate3(data)).toHaveLength(4)
  })

  it('refuses truncated return data instead of reading past it', () => {
    expect(() => decodeAggregate3(`0x${'00'.repeat(31)}20`)).toThrow('too short')
  })
})
