import { describe, expect, it } from 'vitest'
import { details, hashOf } from '../testing/fixtures'
import { INFO_BY_TYPE } from '../testing/infos'
import { parseStoredTransactions } from './storage'

const stored = (tx: unknown) =>
  JSON.stringify({ version: 1, transactions: { 1: { [hashOf(1)]: tx } } })
const parsed = (tx: unknown) => parseStoredTransactions(stored(tx))[1]?.[hashOf(1)]

describe('stored transaction info: one typed variant per type (spec 01 §3, spec 02 §3)', () => {
  for (const info of Object.values(INFO_BY_TYPE))
    it(`keeps a valid '${info.type}' info`, () => {
      expect(parsed(details({ info }))?.info).toEqual(info)
    })

  it('drops a kind with a field of the wrong shape', () => {
    const bad = [
      { ...INFO_BY_TYPE.addLiquidityV3, feeAmount: '3000' },
      { ...INFO_BY_TYPE.addLiquidityV3, expectedAmountBaseRaw: '1.5' },
      { ...INFO_BY_TYPE.collectFees, tokenId: 42 },
      { ...INFO_BY_TYPE.createV3Pool, baseCurrencyId: 'USDC' },
      { ...INFO_BY_TYPE.migrateLiquidityV3, isFork: 'yes' },
      { ...INFO_BY_TYPE.depositLiquidityStaking, stakingAddress: 'nope' },
      { ...INFO_BY_TYPE.submitProposal, governorAddress: undefined },
      { ...INFO_BY_TYPE.swap, recipient: 7 },
      { type: 'somethingElse' },
    ]
    for (const info of bad) expect(parsed({ ...details(), info })).toBeUndefined()
  })

  it('loads a record of the current version that still carries its English summary', () => {
    const legacy = { ...details(), summary: 'Swap 1 ETH for 3000 USDC' }
    const tx = parsed(legacy)
    expect(tx).toEqual(details())
    expect(tx).not.toHaveProperty('summary')
  })
})
