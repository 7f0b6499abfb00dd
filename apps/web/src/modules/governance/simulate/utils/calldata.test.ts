import { encodeAbiParameters, encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { actionCallData } from './calldata'

const TO = '0x00000000000000000000000000000000000000b0'

describe('actionCallData', () => {
  it('prefixes the selector of the signature, as the timelock does', () => {
    const args = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [TO, 5n])
    expect(actionCallData({ signature: 'transfer(address,uint256)', calldata: args })).toBe(
      encodeFunctionData({
        abi: parseAbi(['function transfer(address,uint256)']),
        args: [TO, 5n],
      }),
    )
  })

  it('sends the calldata as it is when the signature is empty', () => {
    expect(actionCallData({ signature: '', calldata: '0x12345678' })).toBe('0x12345678')
  })
})
