import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { TOKEN } from '../testing/fixtures'
import { INFO_BY_TYPE, TEST_WETH } from '../testing/infos'
import { type SummaryContext, summaryCurrencyIds, transactionSummary } from './summary'

const tokens: Record<string, { symbol: string; decimals: number }> = {
  [TOKEN.toLowerCase()]: { symbol: 'USDC', decimals: 6 },
  [TEST_WETH.toLowerCase()]: { symbol: 'WETH', decimals: 18 },
}
const context = (locale = 'en-US'): SummaryContext => ({
  currency: (id) => (id === 'ETH' ? { symbol: 'ETH', decimals: 18 } : tokens[id.toLowerCase()]),
  native: { symbol: 'ETH', decimals: 18 },
  wrapped: { symbol: 'WETH', decimals: 18 },
  locale,
})
const text = (info: Parameters<typeof transactionSummary>[0], locale?: string) =>
  i18n._(transactionSummary(info, context(locale)))

describe('transaction summaries: rendered from the typed info, per type', () => {
  it('every type has its summary', () => {
    expect(
      Object.fromEntries(Object.values(INFO_BY_TYPE).map((info) => [info.type, text(info)])),
    ).toMatchInlineSnapshot(`
      {
        "addLiquidityV2": "Add 3,000 USDC and 1 WETH to V2",
        "addLiquidityV3": "Add 1 ETH and 1,235 USDC to a 0.3% V3 position",
        "addLiquidityV4": "Create a v4 ETH/USDC pool with 1 ETH and 3,000 USDC",
        "approval": "Approve USDC",
        "burnPosition": "Burn position #7",
        "cancel": "Cancel proposal 5",
        "changeRange": "Change range of position #7",
        "claim": "Claim 400 UNI for 0x7099…79C8",
        "collectFees": "Collect 1.5 USDC and 0.0005 WETH in fees",
        "createV3Pool": "Create the USDC/WETH 0.05% pool",
        "delegate": "Delegate votes to 0x3C44…93BC",
        "depositLiquidityStaking": "Deposit 2.5 USDC/WETH liquidity tokens",
        "execute": "Execute proposal 4",
        "increaseLiquidityV4": "Add 1 ETH and 3,000 USDC to position #7",
        "migrateLiquidityV3": "Migrate USDC/WETH SLP liquidity to V3",
        "migrateLiquidityV4": "Migrate ETH/USDC position #9 to V4",
        "queue": "Queue proposal 4",
        "removeLiquidityV2": "Remove 3,000 USDC and 1 ETH",
        "removeLiquidityV3": "Remove 3,000 USDC and 1 ETH",
        "submitProposal": "Submit new proposal",
        "swap": "Swap 1 ETH for 3,000 USDC",
        "vote": "Vote against proposal 3",
        "withdrawLiquidityStaking": "Withdraw deposited USDC/WETH liquidity",
        "wrap": "Wrap 1 ETH to WETH",
      }
    `)
  })

  it('says a v4 add into an existing pool is a new position', () => {
    expect(text({ ...INFO_BY_TYPE.addLiquidityV4, createPool: false })).toBe(
      'Add 1 ETH and 3,000 USDC to a new v4 position',
    )
  })

  it('amounts follow the locale at render (grouping, decimal sign)', () => {
    const swap = { ...INFO_BY_TYPE.swap, outputCurrencyAmountRaw: '2990500000' }
    expect(text(swap, 'en-US')).toBe('Swap 1 ETH for 2,991 USDC')
    expect(text(swap, 'de-DE')).toBe('Swap 1 ETH for 2.991 USDC')
  })

  it('names another recipient of a swap as the user typed it', () => {
    expect(text({ ...INFO_BY_TYPE.swap, recipient: 'alice.eth' })).toBe(
      'Swap 1 ETH for 3,000 USDC to alice.eth',
    )
  })

  it('a token not resolved shows its short address and never its base units', () => {
    const info = {
      ...INFO_BY_TYPE.swap,
      outputCurrencyId: '0x1111111111111111111111111111111111111111',
    }
    // issue 34 #2: it read 'Swap 1 ETH for 3000000000 0x1111…1111'.
    expect(text(info)).toBe('Swap 1 ETH for … 0x1111…1111')
  })

  it('names the currencies each summary shows, for the context to resolve first', () => {
    expect(summaryCurrencyIds(INFO_BY_TYPE.collectFees)).toEqual([
      INFO_BY_TYPE.collectFees.currencyId0,
      INFO_BY_TYPE.collectFees.currencyId1,
    ])
    expect(summaryCurrencyIds(INFO_BY_TYPE.vote)).toEqual([])
  })
})
