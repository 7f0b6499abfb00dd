import { encodeAbiParameters, encodeErrorResult, getAddress, pad, toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { solidityErrorsAbi } from '../../../../chain/abis/errors'
import type { RawLog } from '../../../../chain/balanceChanges'
import { outcomeOfRpcCall, type RpcSimulatedCall } from '../../../../chain/simulate'
import { NATIVE } from '../types'
import { actionOutcomeOf } from './readBundle'
import { type CallFrame, outcomeOfTrace } from './readTrace'

const TIMELOCK = getAddress('0x00000000000000000000000000000000000000a1')
const UNI = getAddress('0x00000000000000000000000000000000000000c1')
const WETH = getAddress('0x00000000000000000000000000000000000000c2')
const ALICE = getAddress('0x00000000000000000000000000000000000000b1')
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

const transferLog = (
  token: `0x${string}`,
  from: `0x${string}`,
  to: `0x${string}`,
  v: bigint,
): RawLog => ({
  address: token,
  topics: [TRANSFER, pad(from), pad(to)],
  data: encodeAbiParameters([{ type: 'uint256' }], [v]),
})

describe('outcomeOfTrace', () => {
  it('nets the Transfer logs of the whole call tree per holder and token', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: TIMELOCK,
      to: UNI,
      logs: [transferLog(UNI, TIMELOCK, ALICE, 1000n)],
      calls: [
        {
          type: 'CALL',
          from: UNI,
          to: WETH,
          logs: [transferLog(WETH, UNI, ALICE, 7n), transferLog(UNI, ALICE, TIMELOCK, 400n)],
        },
      ],
    }
    expect(outcomeOfTrace(root)).toEqual({
      status: 'success',
      changes: [
        { holder: TIMELOCK, token: UNI, delta: -600n },
        { holder: ALICE, token: UNI, delta: 600n },
        { holder: UNI, token: WETH, delta: -7n },
        { holder: ALICE, token: WETH, delta: 7n },
      ],
    })
  })

  it('counts native coin sent by calls, not by delegate calls', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: TIMELOCK,
      to: ALICE,
      value: '0x64',
      calls: [{ type: 'DELEGATECALL', from: ALICE, to: UNI, value: '0x64' }],
    }
    expect(outcomeOfTrace(root)).toEqual({
      status: 'success',
      changes: [
        { holder: TIMELOCK, token: NATIVE, delta: -100n },
        { holder: ALICE, token: NATIVE, delta: 100n },
      ],
    })
  })

  it('drops the logs of an inner call that reverted and was caught', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: TIMELOCK,
      to: UNI,
      calls: [
        {
          type: 'CALL',
          from: UNI,
          to: WETH,
          error: 'execution reverted',
          logs: [transferLog(WETH, UNI, ALICE, 7n)],
        },
      ],
    }
    expect(outcomeOfTrace(root)).toEqual({ status: 'success', changes: [] })
  })

  it('reports a revert with the reason decoded from the output when the tracer gives none', () => {
    const output = encodeErrorResult({
      abi: solidityErrorsAbi,
      errorName: 'Error',
      args: ['Uni::_transferTokens: transfer amount exceeds balance'],
    })
    expect(
      outcomeOfTrace({
        type: 'CALL',
        from: TIMELOCK,
        to: UNI,
        error: 'execution reverted',
        output,
      }),
    ).toEqual({
      status: 'reverted',
      reason: 'Uni::_transferTokens: transfer amount exceeds balance',
    })
    expect(
      outcomeOfTrace({
        type: 'CALL',
        from: TIMELOCK,
        to: UNI,
        error: 'execution reverted',
        revertReason: 'nope',
      }),
    ).toEqual({ status: 'reverted', reason: 'nope' })
  })
})

/** eth_simulateV1's answer for one call, read by the chain door, then as an action's outcome. */
const outcomeOfSimulatedCall = (call: RpcSimulatedCall) => actionOutcomeOf(outcomeOfRpcCall(call))

describe('an eth_simulateV1 call as an action outcome', () => {
  it('reads eth_simulateV1 logs, native moves included', () => {
    expect(
      outcomeOfSimulatedCall({
        status: '0x1',
        logs: [
          transferLog(UNI, TIMELOCK, ALICE, 5n),
          transferLog('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', TIMELOCK, ALICE, 9n),
        ],
      }),
    ).toEqual({
      status: 'success',
      changes: [
        { holder: TIMELOCK, token: UNI, delta: -5n },
        { holder: ALICE, token: UNI, delta: 5n },
        { holder: TIMELOCK, token: NATIVE, delta: -9n },
        { holder: ALICE, token: NATIVE, delta: 9n },
      ],
    })
  })

  it('decodes the revert data of a failed call', () => {
    const data = encodeErrorResult({ abi: solidityErrorsAbi, errorName: 'Error', args: ['no'] })
    expect(
      outcomeOfSimulatedCall({
        status: '0x0',
        error: { code: 3, message: 'execution reverted', data },
      }),
    ).toEqual({ status: 'reverted', reason: 'no' })
    expect(outcomeOfSimulatedCall({ status: '0x0', error: { message: 'out of gas' } })).toEqual({
      status: 'reverted',
      reason: 'out of gas',
    })
  })
})
