import { estimateTradeGas } from '@tidepool/routing'
import { describe, expect, it } from 'vitest'
import type { TradeHop } from '../types'
import { estimateGas } from './gas'

const hop = (protocol: TradeHop['protocol']) => ({ protocol }) as TradeHop

describe('estimateGas', () => {
  it('charges each hop by its pool type, a v4 hop as v4 (not as a v3 pool)', () => {
    expect(estimateGas([{ hops: [hop('V3'), hop('V4')] }, { hops: [hop('V2')] }])).toBe(
      estimateTradeGas([[{ protocol: 'v3' }, { protocol: 'v4' }], [{ protocol: 'v2' }]]),
    )
  })
})
