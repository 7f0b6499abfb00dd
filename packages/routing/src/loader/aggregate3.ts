// Multicall3 `aggregate3(Call3[])` coded by hand (issue 17, cold quotes). Every pool read goes
// through it, a cold snapshot with a few thousand calls; viem's generic ABI coder spent about
// 0.1 ms per call each way (~80 ms to encode and ~70 ms to decode 1,000 bitmap reads on the
// project's machine: more than the node took to run them). The layout is fixed — an array of
// (address, bool true, bytes) in, an array of (bool, bytes) out — so both are string slicing.
// aggregate3.test.ts checks both against viem's coder.
import type { Hex } from './abi.ts'
import { AbiDecodeError } from './abi.ts'
import type { Call } from './loadPools.ts'

/** aggregate3((address,bool,bytes)[]) */
const AGGREGATE3_SELECTOR = '0x82ad56cb'

const word = (n: number): string => n.toString(16).padStart(64, '0')
const TRUE = word(1)

/** Calldata of aggregate3 with allowFailure set on every call. */
export function encodeAggregate3(calls: readonly Call[]): Hex {
  const heads: string[] = []
  const tails: string[] = []
  // Offsets of the tuples are relative to the start of the array's content (after its length).
  let offset = calls.length * 32
  for (const call of calls) {
    heads.push(word(offset))
    const data = call.data.slice(2)
    const bytes = data.length / 2
    const padded = data.padEnd(Math.ceil(bytes / 32) * 64, '0')
    tails.push(
      call.to.slice(2).toLowerCase().padStart(64, '0') + TRUE + word(96) + word(bytes) + padded,
    )
    offset += 32 * 4 + padded.length / 2
  }
  return `${AGGREGATE3_SELECTOR}${word(32)}${word(calls.length)}${heads.join('')}${tails.join('')}` as Hex
}

/** aggregate3's Result[]: the return data per call, undefined where it failed. */
export function decodeAggregate3(data: Hex): (Hex | undefined)[] {
  const hex = data.slice(2)
  const at = (byte: number): number => {
    const start = byte * 2
    if (hex.length < start + 64) throw new AbiDecodeError('aggregate3 result too short')
    return Number.parseInt(hex.slice(start, start + 64), 16)
  }
  const array = at(0)
  const length = at(array)
  const content = array + 32
  const out: (Hex | undefined)[] = new Array(length)
  for (let i = 0; i < length; i++) {
    const tuple = content + at(content + i * 32)
    const success = at(tuple) !== 0
    const bytesAt = tuple + at(tuple + 32)
    const size = at(bytesAt)
    const start = (bytesAt + 32) * 2
    if (hex.length < start + size * 2) throw new AbiDecodeError('aggregate3 bytes out of range')
    out[i] = success ? (`0x${hex.slice(start, start + size * 2)}` as Hex) : undefined
  }
  return out
}
