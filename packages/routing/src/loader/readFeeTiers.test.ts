import { describe, expect, it } from 'vitest'
import {
  FAKE_V2_FACTORY,
  FAKE_V3_FACTORY,
  fakeChain,
  standardFeeTiers,
} from '../testing/fakeChain.ts'
import { FeeTierReadError, readFeeTiers } from './readFeeTiers.ts'

describe('readFeeTiers', () => {
  it('reads the enabled tiers and their tick spacing from the factory, in one multicall', async () => {
    const tiers = standardFeeTiers()
    tiers.delete(100)
    const chain = fakeChain([], tiers)
    const read = await readFeeTiers({
      multicall: chain.multicall,
      v3Factory: FAKE_V3_FACTORY,
      fees: [10000, 3000, 500, 100],
    })
    expect(read).toEqual([
      { fee: 500, tickSpacing: 10 },
      { fee: 3000, tickSpacing: 60 },
      { fee: 10000, tickSpacing: 200 },
    ])
    expect(chain.rounds()).toBe(1)
  })

  it('finds an extra tier a config names once governance has enabled it', async () => {
    const tiers = standardFeeTiers()
    const chain = fakeChain([], tiers)
    const params = { multicall: chain.multicall, v3Factory: FAKE_V3_FACTORY, fees: [500, 2500] }
    expect(await readFeeTiers(params)).toEqual([{ fee: 500, tickSpacing: 10 }])
    tiers.set(2500, 50)
    expect(await readFeeTiers(params)).toEqual([
      { fee: 500, tickSpacing: 10 },
      { fee: 2500, tickSpacing: 50 },
    ])
  })

  it('rejects when no call is answered: a factory that cannot be read is not one without tiers', async () => {
    const chain = fakeChain([])
    await expect(
      readFeeTiers({ multicall: chain.multicall, v3Factory: FAKE_V2_FACTORY, fees: [500, 3000] }),
    ).rejects.toThrow(FeeTierReadError)
  })
})
