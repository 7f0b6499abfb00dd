import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PUBLIC_CHAINS } from '../../chain/publicChains'
import { useApplicationStore } from '../../modules/application'
import { AppRoutes } from './AppRoutes'

vi.mock('../../modules/network', () => ({
  useActiveChain: () => PUBLIC_CHAINS[0],
}))
// The swap screen needs the chain providers; the routes only decide which screen shows.
vi.mock('../../modules/swap', () => ({
  SwapForm: () => <h1 data-testid="swap-screen">Swap</h1>,
}))

// The v3 screens need the chain providers too; here they only show which screen is routed (a
// position screen names its id as the real one does while it has no position).
const Screen = ({ title }: { title: string }) => (
  <div data-testid="placeholder">
    <h1>{title}</h1>
  </div>
)
vi.mock('../../modules/liquidity-v3', () => ({
  AddLiquidityV3: () => <Screen title="Add V3 Liquidity" />,
  IncreaseLiquidity: () => <Screen title="Increase Liquidity" />,
  PoolsOverview: () => <Screen title="Pools Overview" />,
  PositionPage: ({ tokenId }: { tokenId: string }) => <Screen title={`Position #${tokenId}`} />,
  RemoveLiquidityV3: () => <Screen title="Remove Liquidity" />,
}))

// The v2 and migration screens (issue 14) read the chain too.
vi.mock('../../modules/liquidity-v2', () => ({
  AddLiquidityV2: () => <Screen title="Add V2 Liquidity" />,
  MigrateV2List: () => <Screen title="Migrate V2 Liquidity" />,
  MigrateV2Pair: ({ address }: { address: string }) => <Screen title={`Migrate ${address}`} />,
  PoolFinder: () => <Screen title="Import V2 Pool" />,
  RemoveLiquidityV2: () => <Screen title="Remove V2 Liquidity" />,
  V2PoolList: () => <Screen title="V2 Liquidity" />,
}))

// The liquidity-mining screens (issue 15) read the chain too.
vi.mock('../../modules/mining', () => ({
  EarnScreen: () => <Screen title="Liquidity Mining" />,
  ManageScreen: () => <Screen title="Manage Liquidity Mining" />,
}))

// The vote screens (issue 16) read the chain too.
vi.mock('../../modules/governance', () => ({
  VotePage: () => <Screen title="Vote" />,
  ProposalPage: () => <Screen title="Proposal" />,
  CreateProposal: () => <Screen title="Create Proposal" />,
}))

function Where() {
  const [pathname] = useLocation()
  const search = useSearch()
  return <output data-testid="where">{pathname + (search && `?${search}`)}</output>
}

function visit(path: string) {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <AppRoutes />
      <Where />
    </Router>,
  )
}

const where = () => screen.getByTestId('where').textContent
// The liquidity chunk is large: its first (cold) transform in the test runner can take over 1 s.
const heading = async () =>
  (await screen.findByTestId('placeholder', {}, { timeout: 5000 })).querySelector('h1')?.textContent

describe('routes', () => {
  // The lazy liquidity chunk is large: its first (cold) transform in the test runner can take
  // seconds on a loaded machine, so it is loaded once before the tests time their screens.
  beforeAll(() => import('../screens/liquidity'), 60_000)
  beforeEach(() => useApplicationStore.setState({ openModal: null, popupList: [] }))
  afterEach(cleanup)

  it('shows the swap screen on /swap', async () => {
    visit('/swap')
    expect(await screen.findByTestId('swap-screen')).toBeTruthy()
  })

  it('sends unknown paths and /send to /swap, keeping the query', async () => {
    visit('/nowhere/at/all?theme=dark')
    expect(await screen.findByTestId('swap-screen')).toBeTruthy()
    expect(where()).toBe('/swap?theme=dark')
    cleanup()
    visit('/send')
    expect(where()).toBe('/swap')
  })

  it('moves /swap/{outputCurrency} into the query', () => {
    visit('/swap/0xabc?inputCurrency=ETH')
    expect(where()).toBe('/swap?inputCurrency=ETH&outputCurrency=0xabc')
  })

  it('opens the address-claim modal from /claim and goes to /swap', () => {
    visit('/claim')
    expect(where()).toBe('/swap')
    expect(useApplicationStore.getState().openModal).toBe('addressClaim')
  })

  it('loads the vote area on demand with a spinner meanwhile', async () => {
    visit('/vote')
    expect(screen.getByTestId('route-loading')).toBeTruthy()
    expect(await heading()).toBe('Vote')
  })

  it('redirects /create-proposal into the vote area', async () => {
    visit('/create-proposal')
    expect(await heading()).toBe('Create Proposal')
    expect(where()).toBe('/vote/create-proposal')
  })

  it('shows a proposal under /vote/{governorIndex}/{id}', async () => {
    visit('/vote/0/3')
    expect(await heading()).toBe('Proposal')
  })

  it.each([
    ['/pool', 'Pools Overview'],
    ['/pool/42', 'Position #42'],
    ['/pool/v2', 'V2 Liquidity'],
    ['/add', 'Add V3 Liquidity'],
    ['/add/ETH/0xabc/3000', 'Add V3 Liquidity'],
    ['/add/v2/ETH/0xabc', 'Add V2 Liquidity'],
    ['/increase/ETH/0xabc/3000/7', 'Increase Liquidity'],
    ['/remove/7', 'Remove Liquidity'],
    ['/migrate/v2', 'Migrate V2 Liquidity'],
    ['/uni', 'Liquidity Mining'],
    ['/uni/ETH/0xabc', 'Manage Liquidity Mining'],
  ])('names the screen at %s', async (path, title) => {
    visit(path)
    expect(await heading()).toBe(title)
    expect(where()).toBe(path)
  })

  it('redirects duplicate or both-native currencies on /add', async () => {
    visit('/add/ETH/eth/500')
    expect(await heading()).toBe('Add V3 Liquidity')
    expect(where()).toBe('/add/ETH')
  })

  it('redirects identical currencies on /add/v2', async () => {
    visit('/add/v2/0xabc/0xABC')
    expect(await heading()).toBe('Add V2 Liquidity')
    expect(where()).toBe('/add/v2/0xabc')
  })

  it('sends /remove with a zero or non-numeric id to /pool', async () => {
    visit('/remove/0')
    expect(await heading()).toBe('Pools Overview')
    cleanup()
    visit('/remove/abc')
    expect(await heading()).toBe('Pools Overview')
  })

  it('sends /migrate/v2 with an invalid address back to the list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    visit('/migrate/v2/0x123')
    expect(await heading()).toBe('Migrate V2 Liquidity')
    expect(where()).toBe('/migrate/v2')
    expect(log).toHaveBeenCalledWith('Invalid pair address', '0x123')
    log.mockRestore()
  })
})
