import { encodeAbiParameters, parseAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAction, signatureParameters } from './decodeAction'

const TARGET = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('decodeAction', () => {
  it('decodes the calldata by the signature: transfer(address,uint256)', () => {
    const calldata = encodeAbiParameters(parseAbiParameters('address, uint256'), [TO, 10n ** 24n])
    const action = decodeAction({
      target: TARGET,
      value: 0n,
      signature: 'transfer(address,uint256)',
      calldata,
    })
    expect(action.args).toEqual([
      { type: 'address', value: TO },
      { type: 'uint256', value: '1000000000000000000000000' },
    ])
  })

  it('shows arrays and tuples bracketed', () => {
    const calldata = encodeAbiParameters(parseAbiParameters('uint8[], (address,bool)'), [
      [1, 2],
      [TO, true],
    ])
    const action = decodeAction({
      target: TARGET,
      value: 0n,
      signature: 'f(uint8[],(address,bool))',
      calldata,
    })
    expect(action.args?.map((a) => a.value)).toEqual(['[1, 2]', `(${TO}, true)`])
    expect(action.args?.[1]?.type).toBe('(address,bool)')
  })

  it('leaves raw calldata (no signature) and undecodable calldata undecoded', () => {
    expect(
      decodeAction({ target: TARGET, value: 1n, signature: '', calldata: '0xabcdef' }).args,
    ).toBeUndefined()
    expect(
      decodeAction({
        target: TARGET,
        value: 0n,
        signature: 'transfer(address,uint256)',
        calldata: '0x01',
      }).args,
    ).toBeUndefined()
  })

  it('takes no arguments from a signature without parameters', () => {
    expect(
      decodeAction({ target: TARGET, value: 0n, signature: 'pause()', calldata: '0x' }).args,
    ).toEqual([])
  })
})

describe('signatureParameters', () => {
  it('refuses what is not a function signature', () => {
    expect(signatureParameters('transfer')).toBeUndefined()
    expect(signatureParameters('transfer(address,uint257)')).toBeUndefined()
    expect(signatureParameters('function x()); drop')).toBeUndefined()
  })
})
