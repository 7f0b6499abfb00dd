import { toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeInt, SELECTORS, signedAt } from './abi.ts'

describe('loader ABI helpers', () => {
  it('uses the keccak selectors of the contract functions it calls', () => {
    expect(SELECTORS).toEqual({
      getReserves: toFunctionSelector('getReserves()'),
      slot0: toFunctionSelector('slot0()'),
      liquidity: toFunctionSelector('liquidity()'),
      tickBitmap: toFunctionSelector('tickBitmap(int16)'),
      ticks: toFunctionSelector('ticks(int24)'),
      getPopulatedTicksInWord: toFunctionSelector('getPopulatedTicksInWord(address,int16)'),
      getPool: toFunctionSelector('getPool(address,address,uint24)'),
      feeAmountTickSpacing: toFunctionSelector('feeAmountTickSpacing(uint24)'),
      getPair: toFunctionSelector('getPair(address,address)'),
      v4Slot0: toFunctionSelector('getSlot0(bytes32)'),
      v4Liquidity: toFunctionSelector('getLiquidity(bytes32)'),
      v4TickBitmap: toFunctionSelector('getTickBitmap(bytes32,int16)'),
      v4TickLiquidity: toFunctionSelector('getTickLiquidity(bytes32,int24)'),
    })
  })

  it('encodes negative integers in two’s complement and reads them back signed', () => {
    const word = encodeInt(-887272)
    expect(word).toHaveLength(64)
    expect(word.startsWith('ffff')).toBe(true)
    expect(signedAt(`0x${word}`, 0)).toBe(-887272n)
    expect(signedAt(`0x${encodeInt(5)}`, 0)).toBe(5n)
  })
})
