import { describe, expect, it } from 'vitest'
import type { ApprovalState } from '../../approvals'
import { currency, route, trade, USDC, v2Hop, v3Hop, v4Hop, WETH } from '../testing/calldataTrades'
import {
  buttonApproval,
  type RouterApprovals,
  routerForMode,
  swapApprovalMode,
  tradeShape,
} from './approvalMode'

const v3Route = () => route([v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000n)], 10n ** 18n, 3_000n)
const v2Route = () => route([v2Hop(WETH, USDC, 10n ** 20n, 300_000n)], 10n ** 18n, 2_900n)
const mixed = () =>
  route([v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000n), v2Hop(USDC, WETH, 1n, 1n)], 1n, 1n)
const shapeOf = (...routes: ReturnType<typeof route>[]) =>
  tradeShape(trade('exactIn', currency(WETH), currency(USDC), routes))

const V3_ONLY = shapeOf(v3Route())
const V2_ONLY = shapeOf(v2Route())
const V3_SPLIT = shapeOf(v3Route(), v3Route())
const V2_SPLIT = shapeOf(v2Route(), v2Route())
const MIXED_SPLIT = shapeOf(v2Route(), v3Route())
const MIXED_ROUTE = shapeOf(mixed())

const approvals = (
  v2: ApprovalState | undefined,
  v3: ApprovalState | undefined,
  v2v3: ApprovalState,
): RouterApprovals => ({ v2, v3, v2v3 })

describe('swapApprovalMode (spec 01 §4: the router follows which approvals are done)', () => {
  it('waits (no mode) while any router approval is pending, whichever it is', () => {
    for (const shape of [V2_ONLY, V3_ONLY, MIXED_SPLIT]) {
      expect(swapApprovalMode(shape, approvals('PENDING', 'APPROVED', 'APPROVED'))).toBeUndefined()
      expect(swapApprovalMode(shape, approvals('APPROVED', 'PENDING', 'APPROVED'))).toBeUndefined()
      expect(swapApprovalMode(shape, approvals('APPROVED', 'APPROVED', 'PENDING'))).toBeUndefined()
    }
  })

  it('waits while an allowance is not read yet', () => {
    expect(swapApprovalMode(V3_ONLY, approvals('NOT_APPROVED', 'UNKNOWN', 'NOT_APPROVED'))).toBe(
      undefined,
    )
    expect(swapApprovalMode(V3_ONLY, approvals('APPROVED', 'APPROVED', 'UNKNOWN'))).toBeUndefined()
  })

  it('SwapRouter02 approved: v2+v3, even when a legacy router is approved too', () => {
    for (const shape of [V2_ONLY, V3_ONLY, V3_SPLIT, MIXED_ROUTE])
      expect(swapApprovalMode(shape, approvals('APPROVED', 'APPROVED', 'APPROVED'))).toBe('V2V3')
  })

  it('v2 Router02 approved and a single v2 path: the v2 router', () => {
    expect(swapApprovalMode(V2_ONLY, approvals('APPROVED', 'NOT_APPROVED', 'NOT_APPROVED'))).toBe(
      'V2',
    )
  })

  it('v3 SwapRouter approved and a single v3 path: the v3 router', () => {
    expect(swapApprovalMode(V3_ONLY, approvals('NOT_APPROVED', 'APPROVED', 'NOT_APPROVED'))).toBe(
      'V3',
    )
  })

  it('a legacy approval that cannot carry the trade: v2+v3 (the button approves SwapRouter02)', () => {
    const v2Only = approvals('APPROVED', 'NOT_APPROVED', 'NOT_APPROVED')
    const v3Only = approvals('NOT_APPROVED', 'APPROVED', 'NOT_APPROVED')
    expect(swapApprovalMode(V3_ONLY, v2Only)).toBe('V2V3')
    expect(swapApprovalMode(V2_ONLY, v3Only)).toBe('V2V3')
    // Splits: neither legacy router takes more than one path per call.
    expect(swapApprovalMode(V3_SPLIT, v3Only)).toBe('V2V3')
    expect(swapApprovalMode(V2_SPLIT, v2Only)).toBe('V2V3')
    // Mixed: a v2+v3 route, or v2 and v3 routes side by side.
    const both = approvals('APPROVED', 'APPROVED', 'NOT_APPROVED')
    expect(swapApprovalMode(MIXED_ROUTE, both)).toBe('V2V3')
    expect(swapApprovalMode(MIXED_SPLIT, both)).toBe('V2V3')
  })

  it('nothing approved: v2+v3', () => {
    const none = approvals('NOT_APPROVED', 'NOT_APPROVED', 'NOT_APPROVED')
    for (const shape of [V2_ONLY, V3_ONLY, V3_SPLIT, MIXED_ROUTE])
      expect(swapApprovalMode(shape, none)).toBe('V2V3')
  })

  it('a chain without a legacy router: that router never holds the mode up nor is chosen', () => {
    expect(swapApprovalMode(V3_ONLY, approvals(undefined, undefined, 'NOT_APPROVED'))).toBe('V2V3')
    expect(swapApprovalMode(V2_ONLY, approvals('APPROVED', undefined, 'NOT_APPROVED'))).toBe('V2')
  })

  it('a fee-on-transfer trade stays on SwapRouter02 (its own calldata)', () => {
    const fot = { ...V2_ONLY, feeOnTransfer: true }
    expect(swapApprovalMode(fot, approvals('APPROVED', 'NOT_APPROVED', 'NOT_APPROVED'))).toBe(
      'V2V3',
    )
  })

  it('the native coin is approved everywhere: v2+v3', () => {
    expect(swapApprovalMode(V3_ONLY, approvals('APPROVED', 'APPROVED', 'APPROVED'))).toBe('V2V3')
  })
})

describe('routerForMode', () => {
  const contracts = {
    swapRouter02: '0x0000000000000000000000000000000000000002',
    v2Router02: '0x0000000000000000000000000000000000000003',
    v3SwapRouter: '0x0000000000000000000000000000000000000004',
  } as const

  it('sends each mode to its router', () => {
    expect(routerForMode('V2V3', contracts)).toBe(contracts.swapRouter02)
    expect(routerForMode('V2', contracts)).toBe(contracts.v2Router02)
    expect(routerForMode('V3', contracts)).toBe(contracts.v3SwapRouter)
  })

  it('throws for a legacy router the chain lacks (spec 01 §10: unsupported approval)', () => {
    expect(() => routerForMode('V3', { swapRouter02: contracts.swapRouter02 })).toThrow(
      /Unsupported approval/,
    )
  })
})

describe('buttonApproval', () => {
  const legacy = (v2v3: ApprovalState, v2?: ApprovalState, v3?: ApprovalState) => ({
    ...approvals(v2, v3, v2v3),
  })

  it('a legacy mode needs no approval step', () => {
    expect(buttonApproval('V3', true, legacy('NOT_APPROVED', 'NOT_APPROVED', 'APPROVED'))).toBe(
      'APPROVED',
    )
  })

  it('no mode yet: pending while a legacy approval is, unknown while one is not read', () => {
    expect(buttonApproval(undefined, true, legacy('NOT_APPROVED', 'PENDING', 'UNKNOWN'))).toBe(
      'PENDING',
    )
    expect(buttonApproval(undefined, true, legacy('NOT_APPROVED', 'UNKNOWN'))).toBe('UNKNOWN')
    expect(buttonApproval(undefined, true, legacy('PENDING', 'NOT_APPROVED'))).toBe('PENDING')
  })

  it('v2+v3 or no trade: SwapRouter02 state', () => {
    expect(buttonApproval('V2V3', true, legacy('NOT_APPROVED', 'APPROVED'))).toBe('NOT_APPROVED')
    expect(buttonApproval(undefined, false, legacy('UNKNOWN', 'APPROVED'))).toBe('UNKNOWN')
  })

  it("the Universal Router's mode: the button approves Permit2 (issue 31)", () => {
    const withPermit2 = (permit2: ApprovalState) => ({
      ...legacy('APPROVED'),
      permit2,
    })
    expect(buttonApproval('UNIVERSAL', true, withPermit2('NOT_APPROVED'))).toBe('NOT_APPROVED')
    expect(buttonApproval('UNIVERSAL', true, withPermit2('PENDING'))).toBe('PENDING')
    expect(buttonApproval(undefined, true, withPermit2('UNKNOWN'))).toBe('UNKNOWN')
  })
})

describe('swapApprovalMode with a Universal Router (issue 31)', () => {
  const V4_ONLY = shapeOf(route([v4Hop(WETH, USDC, 3000, 10n ** 18n, 3_000n)], 10n ** 18n, 3_000n))
  const withPermit2 = (permit2: ApprovalState, v2v3: ApprovalState, v3?: ApprovalState) => ({
    ...approvals(undefined, v3, v2v3),
    permit2,
  })

  it('nothing approved: the Universal Router, whatever the route (the button approves Permit2)', () => {
    for (const shape of [V2_ONLY, V3_ONLY, V3_SPLIT, MIXED_ROUTE, V4_ONLY])
      expect(swapApprovalMode(shape, withPermit2('NOT_APPROVED', 'NOT_APPROVED'))).toBe('UNIVERSAL')
  })

  it('Permit2 approved, or the native coin: the Universal Router even if SwapRouter02 is approved', () => {
    expect(swapApprovalMode(V3_ONLY, withPermit2('APPROVED', 'APPROVED', 'APPROVED'))).toBe(
      'UNIVERSAL',
    )
  })

  it('an approval already given to a router that can carry the trade is used (spec 01 §4)', () => {
    expect(swapApprovalMode(V3_ONLY, withPermit2('NOT_APPROVED', 'APPROVED'))).toBe('V2V3')
    expect(swapApprovalMode(V3_ONLY, withPermit2('NOT_APPROVED', 'NOT_APPROVED', 'APPROVED'))).toBe(
      'V3',
    )
    expect(
      swapApprovalMode(V3_SPLIT, withPermit2('NOT_APPROVED', 'NOT_APPROVED', 'APPROVED')),
    ).toBe('UNIVERSAL')
  })

  it('a v4 hop: the Universal Router at once, whatever else is approved or still being read', () => {
    expect(swapApprovalMode(V4_ONLY, withPermit2('UNKNOWN', 'APPROVED'))).toBe('UNIVERSAL')
    expect(swapApprovalMode(V4_ONLY, withPermit2('NOT_APPROVED', 'APPROVED', 'APPROVED'))).toBe(
      'UNIVERSAL',
    )
  })

  it('waits while the Permit2 allowance is not read yet (no v4 hop)', () => {
    expect(swapApprovalMode(V3_ONLY, withPermit2('UNKNOWN', 'NOT_APPROVED'))).toBeUndefined()
  })

  it('a fee-on-transfer trade stays on SwapRouter02', () => {
    const fot = { ...V2_ONLY, feeOnTransfer: true }
    expect(swapApprovalMode(fot, withPermit2('APPROVED', 'NOT_APPROVED'))).toBe('V2V3')
  })

  it("the mode's router is the chain's Universal Router", () => {
    const universalRouter = '0x0000000000000000000000000000000000000005'
    const v4 = { universalRouter } as unknown as NonNullable<
      Parameters<typeof routerForMode>[1]['v4']
    >
    expect(routerForMode('UNIVERSAL', { swapRouter02: universalRouter, v4 })).toBe(universalRouter)
    expect(() => routerForMode('UNIVERSAL', { swapRouter02: universalRouter })).toThrow(
      /Unsupported approval/,
    )
  })
})
