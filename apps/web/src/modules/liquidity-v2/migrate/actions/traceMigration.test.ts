import { encodeAbiParameters, encodeEventTopics, parseAbi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { type CallFrame, readTrace, type TraceMigrationParameters } from './traceMigration'

const EVENTS = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const
const p: TraceMigrationParameters = {
  account: A(1),
  migrator: A(2),
  positionManager: A(3),
  token0: A(4),
  token1: A(5),
  weth: A(5),
  data: '0x',
  blockNumber: 1n,
}

const increase = {
  address: p.positionManager,
  topics: encodeEventTopics({ abi: EVENTS, eventName: 'IncreaseLiquidity', args: { tokenId: 7n } }),
  data: encodeAbiParameters(
    [{ type: 'uint128' }, { type: 'uint256' }, { type: 'uint256' }],
    [1000n, 30n, 40n],
  ),
} as CallFrame['logs'] extends (infer L)[] | undefined ? L : never
const refund0 = {
  address: p.token0,
  topics: encodeEventTopics({
    abi: EVENTS,
    eventName: 'Transfer',
    args: { from: p.migrator, to: p.account },
  }),
  data: encodeAbiParameters([{ type: 'uint256' }], [5n]),
} as typeof increase

describe('reading the traced migration', () => {
  it('takes the minted amounts, the ERC-20 refund and the native refund of the WETH side', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: p.account,
      to: p.migrator,
      calls: [
        { type: 'CALL', from: p.migrator, to: p.positionManager, logs: [increase] },
        { type: 'CALL', from: p.migrator, to: p.token0, logs: [refund0] },
        { type: 'CALL', from: p.migrator, to: p.account, value: toHex(9n) },
      ],
    }
    expect(readTrace(root, p)).toEqual({
      status: 'ok',
      traced: { liquidity: 1000n, amount0: 30n, amount1: 40n, refund0: 5n, refund1: 9n },
    })
  })

  it('says why a reverted call failed', () => {
    const root: CallFrame = {
      type: 'CALL',
      from: p.account,
      to: p.migrator,
      error: 'execution reverted',
      revertReason: 'Price slippage check',
    }
    expect(readTrace(root, p)).toEqual({ status: 'reverted', reason: 'Price slippage check' })
  })
})
