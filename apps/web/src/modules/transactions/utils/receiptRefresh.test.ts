import { describe, expect, it } from 'vitest'
import { ALICE, APPROVAL_INFO, ROUTER, SWAP_INFO, TOKEN, WRAP_INFO } from '../testing/fixtures'
import type { SwapTransactionInfo, WrapTransactionInfo } from '../types'
import { holdingsMovedBy, tokensMovedBy } from './receiptRefresh'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

describe('the tokens a transaction moved, from its typed info', () => {
  it('a swap: its input and output tokens, not the native coin', () => {
    expect(tokensMovedBy(SWAP_INFO)).toEqual([TOKEN])
    expect(
      tokensMovedBy({ ...(SWAP_INFO as SwapTransactionInfo), inputCurrencyId: ROUTER }),
    ).toEqual([ROUTER, TOKEN])
  })

  it('an approval: its token', () => {
    expect(tokensMovedBy(APPROVAL_INFO)).toEqual([TOKEN])
  })

  it("a wrap or unwrap: the chain's wrapped native token", () => {
    expect(tokensMovedBy(WRAP_INFO, WETH)).toEqual([WETH])
    expect(tokensMovedBy({ ...(WRAP_INFO as WrapTransactionInfo), unwrapped: true }, WETH)).toEqual(
      [WETH],
    )
  })

  it('a liquidity add: both sides', () => {
    expect(
      tokensMovedBy({
        type: 'addLiquidityV2',
        baseCurrencyId: 'ETH',
        quoteCurrencyId: TOKEN,
        expectedAmountBaseRaw: '1',
        expectedAmountQuoteRaw: '1',
      }),
    ).toEqual([TOKEN])
  })

  it("names the sender's holdings on the transaction's chain", () => {
    expect(holdingsMovedBy({ chainId: 5, from: ALICE, info: SWAP_INFO })).toEqual({
      chainId: 5,
      account: ALICE,
      tokens: [TOKEN],
    })
  })
})
