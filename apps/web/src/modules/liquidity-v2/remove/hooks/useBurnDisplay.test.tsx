// issue 34 "Untested today — Pending and done states: 'Removing …'" (spec 02 §4 Remove v2: the
// wallet dialog's pending text; §9 6 significant digits in the confirmation): what the dialog
// says while the removal waits for the wallet, in whole units, never base units.
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ChainInfo } from '../../../../chain/chains'
import type { Currency } from '../../../tokens'
import { DAI, daiUsdcPair, USDC } from '../../add/utils/testing'
import { useBurnDisplay } from './useBurnDisplay'

vi.mock('../../../tokens', () => ({ useLogoUrls: () => () => [] }))

describe('useBurnDisplay', () => {
  it("says 'Removing …' with each side's amount to 6 significant digits and its symbol", () => {
    const { result } = renderHook(() =>
      useBurnDisplay({
        chain: {} as ChainInfo,
        pair: daiUsdcPair(),
        currencyA: { symbol: 'DAI', address: DAI.address } as unknown as Currency,
        currencyB: { symbol: 'USDC', address: USDC.address } as unknown as Currency,
        tokenA: DAI,
        tokenB: USDC,
      }),
    )
    const text = result.current.pendingText({
      liquidity: 10n ** 18n,
      amountA: 1_234_567_891_234_567_891n,
      amountB: 3_000_123_456n,
    })
    expect(text).toBe('Removing 1.23457 DAI and 3,000.12 USDC')
    expect(result.current.priceAB).toBe('1 DAI = 1.00012 USDC')
  })
})
