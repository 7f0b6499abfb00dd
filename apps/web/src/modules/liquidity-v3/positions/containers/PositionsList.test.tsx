import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainInfo } from '../../../../chain/chains'
import type { V3LiquidityPosition } from '../../../liquidity'
import { useHideClosedStore } from '../state/hideClosed'
import { v4Position } from '../testing/v4Position'
import { PositionsList } from './PositionsList'

const query = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
const analyticsIds = vi.hoisted(() => ({ current: [] as bigint[] }))
// The list's read and the analytics read and line are the liquidity core's (their own tests);
// here only what the list makes of them, and where the lines go.
vi.mock('../../../liquidity', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../liquidity')>()),
  useAccountPositions: () => query.current,
  usePositionsAnalytics: (ids: bigint[] | undefined) => ({
    data: {
      positions: new Map(
        (ids ?? [])
          .filter((id) => analyticsIds.current.includes(id))
          .map((id) => [id, { tokenId: id }]),
      ),
    },
  }),
  useV4PositionsAnalytics: (positions: { tokenId: bigint }[] | undefined) => ({
    data: new Map(
      (positions ?? [])
        .filter((p) => v4AnalyticsIds.current.includes(p.tokenId))
        .map((p) => [p.tokenId, { tokenId: p.tokenId, v4: true }]),
    ),
  }),
  PositionAnalyticsSummary: ({ snapshot }: { snapshot: { tokenId: bigint; v4?: boolean } }) => (
    <span>
      {snapshot.v4 ? 'v4 ' : ''}analytics {snapshot.tokenId.toString()}
    </span>
  ),
}))
vi.mock('../../../tokens', () => ({ useChainTokens: () => ({ active: [], inactive: [] }) }))
const v4AnalyticsIds = vi.hoisted(() => ({ current: [] as bigint[] }))

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const T0 = '0x124c1A29f992577b8e144f827D3a9Aa7b9487E73'
const T1 = '0x611592AE1cE38ac4d6b3f7E05334fcc48669747C'
const chain = {
  id: 31337,
  label: 'Local',
  contracts: { positionManager: '0x6d925938Edb8A16B3035A4cF34FAA090f490202a' },
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
} as unknown as ChainInfo
const tokens = new Map([
  [T0.toLowerCase(), { chainId: 31337, address: T0, decimals: 18, name: 'Tide', symbol: 'TIDE' }],
  [T1.toLowerCase(), { chainId: 31337, address: T1, decimals: 18, name: 'Reef', symbol: 'REEF' }],
])
const position = (id: bigint, over: Partial<V3LiquidityPosition>): V3LiquidityPosition => ({
  protocol: 'v3',
  tokenId: id,
  operator: '0x0000000000000000000000000000000000000000',
  token0: T0,
  token1: T1,
  fee: 3000,
  tickLower: -600,
  tickUpper: 600,
  liquidity: 10n,
  unclaimed: [10n ** 18n, 2n * 10n ** 18n],
  pool: '0x6D0727b13F0d74a04e02C35e16428C036e876b59',
  tickCurrent: 0,
  sqrtPriceX96: 1n << 96n,
  status: 'inRange',
  ...over,
})

beforeEach(() => useHideClosedStore.setState({ hideClosed: false }))
afterEach(cleanup)

describe('PositionsList', () => {
  it('says a failed read plainly and retries on demand', () => {
    const refetch = vi.fn()
    query.current = { isPending: false, isError: true, data: undefined, refetch, isFetching: false }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    expect(screen.getByRole('alert')?.textContent).toContain(
      'Could not load your positions from the network.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows skeleton rows while the first read runs', () => {
    query.current = { isPending: true, isError: false }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    expect(screen.getByTestId('positions-loading').getAttribute('aria-busy')).toBe('true')
  })

  it("does not show the page's title again while loading; it names the card for screen readers", () => {
    // It read 'Pools Overview' twice, the page's title and the card's (issue 34 #13).
    query.current = { isPending: true, isError: false }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe('Pools Overview')
    expect(heading.className).toBe('visually-hidden')
  })

  it('shows the spec’s empty text for an account without positions', () => {
    query.current = { isPending: false, isError: false, data: { positions: [], tokens } }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    expect(screen.getByTestId('positions-empty')?.textContent).toContain(
      'Your active V3 liquidity positions will appear here.',
    )
  })

  it('lists rows with badge, fees and the analytics line once read; hides closed ones on the toggle', () => {
    analyticsIds.current = [1n]
    const positions = [
      position(1n, {}),
      position(2n, { liquidity: 0n, status: 'closed', unclaimed: [0n, 0n] }),
    ]
    query.current = { isPending: false, isError: false, data: { positions, tokens } }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    expect(screen.getAllByTestId('position-row')).toHaveLength(2)
    expect(screen.getAllByTestId('position-badge').map((b) => b.dataset.status)).toEqual([
      'inRange',
      'closed',
    ])
    expect(screen.getAllByTestId('position-fees')[0]?.textContent).toContain('1 TIDE · 2 REEF')
    expect(screen.getByText('analytics 1')).toBeTruthy()
    expect(screen.queryByText('analytics 2')).toBeNull() // not read (yet): no line
    fireEvent.click(screen.getByRole('switch', { name: 'Hide closed positions' }))
    expect(screen.getAllByTestId('position-row')).toHaveLength(1)
    expect(useHideClosedStore.getState().hideClosed).toBe(true)
  })

  it('lists a v4 position beside the v3 ones, marked v4, its native side as ETH, linking to its v4 page', () => {
    analyticsIds.current = [1n]
    const v4 = v4Position(T0, { tokenId: 1n, liquidity: 5n, feesOwed0: 3n * 10n ** 18n })
    query.current = {
      isPending: false,
      isError: false,
      data: { positions: [position(1n, {}), v4], tokens },
    }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    const rows = screen.getAllByTestId('position-row')
    expect(rows.map((r) => r.dataset.protocol)).toEqual(['v3', 'v4'])
    expect(rows[1]?.textContent).toContain('ETH / TIDE')
    expect(rows[1]?.textContent).toContain('3 ETH · 0 TIDE')
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toContain('/pool/1')
    expect(rows[1]?.querySelector('a')?.getAttribute('href')).toContain('/pool/v4/1')
    // The same id in both protocols: the v3 one's analytics line only.
    expect(screen.getAllByText('analytics 1')).toHaveLength(1)
    expect(screen.queryByText('v4 analytics 1')).toBeNull()
  })

  it('puts each v4 row’s analytics line under it once read (issue 32), as v3 rows have theirs', () => {
    analyticsIds.current = []
    v4AnalyticsIds.current = [7n]
    query.current = {
      isPending: false,
      isError: false,
      data: { positions: [v4Position(T0, { tokenId: 7n, liquidity: 5n })], tokens },
    }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    const [row] = screen.getAllByTestId('position-row')
    expect(row?.textContent).toContain('v4 analytics 7')
    v4AnalyticsIds.current = []
  })

  it('keeps the v3 rows when the v4 read failed, and offers a retry', () => {
    const refetch = vi.fn()
    query.current = {
      isPending: false,
      isError: false,
      data: { positions: [position(1n, {})], tokens, v4Error: new Error('logs refused') },
      refetch,
      isFetching: false,
    }
    render(<PositionsList account={ACCOUNT} chain={chain} />)
    expect(screen.getAllByTestId('position-row')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not load your positions from the network.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })
})
