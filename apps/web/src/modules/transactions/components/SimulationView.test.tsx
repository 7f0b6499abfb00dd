import { cleanup, render, screen } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { NATIVE } from '../../../chain/balanceChanges'
import type { WriteEffects } from '../../../chain/writeEffects'
import { SimulationView } from './SimulationView'

afterEach(cleanup)

const USDC = getAddress('0x00000000000000000000000000000000000000c1')
const ODD = getAddress('0x00000000000000000000000000000000000000c9')
const PERMIT2 = getAddress('0x000000000022d473030f116ddee9f6b43ac78ba3')
const ROUTER = getAddress('0x00000000000000000000000000000000000000b2')
const STRANGER = getAddress('0x00000000000000000000000000000000000000e1')
const NPM = getAddress('0x00000000000000000000000000000000000000c3')

const names: Record<string, string> = {
  [PERMIT2]: 'Permit2',
  [ROUTER]: 'Universal Router',
  [NPM]: 'Uniswap V3 Positions NFT',
}
const view = (effects: WriteEffects | undefined) =>
  render(
    <SimulationView
      effects={effects}
      tokenOf={(t) =>
        t === NATIVE
          ? { symbol: 'ETH', decimals: 18 }
          : t === USDC
            ? { symbol: 'USDC', decimals: 6 }
            : undefined
      }
      contractOf={(a) => names[getAddress(a)]}
      chainLabel="Ethereum"
      permit2={PERMIT2}
    />,
  )

describe('SimulationView', () => {
  it('lists what leaves and arrives with every digit, grouped, and keeps the raw amount', () => {
    view({
      changes: [
        { token: NATIVE, delta: -1_500_000_000_000_000_001n },
        { token: USDC, delta: 4_498_891_651n },
        { token: ODD, delta: 7n },
      ],
      nfts: [{ collection: NPM, tokenId: 42n, direction: 'in' }],
      approvals: [],
    })
    const out = screen.getAllByTestId('sim-out')
    expect(out.map((r) => r.textContent)).toEqual(['1.500000000000000001 ETH'])
    expect(out[0]?.getAttribute('data-raw')).toBe('1500000000000000001')
    const arrives = screen.getAllByTestId('sim-in').map((r) => r.textContent)
    // A token the app cannot name shows its raw amount and short address, never a guess.
    expect(arrives).toEqual(['4,498.891651 USDC', '7 0x0000…00C9'])
    expect(screen.getByTestId('sim-nft').textContent).toBe(
      'NFT received: Uniswap V3 Positions NFT #42',
    )
  })

  it('names known spenders, calls out an unknown one, and cautions on unlimited approvals except to Permit2', () => {
    view({
      changes: [],
      nfts: [],
      approvals: [
        { token: USDC, spender: PERMIT2, amount: 2n ** 256n - 1n, kind: 'erc20' },
        {
          token: USDC,
          spender: ROUTER,
          amount: 2n ** 160n - 1n,
          expiration: 1_800_000_000,
          kind: 'permit2',
        },
        { token: USDC, spender: STRANGER, amount: 2n ** 256n - 1n, kind: 'erc20' },
        { token: USDC, spender: ROUTER, amount: 5_000_000n, kind: 'erc20' },
      ],
    })
    const rows = screen.getAllByTestId('sim-approval').map((r) => r.textContent ?? '')
    expect(rows[0]).toBe('Permit2 may spend all your USDC')
    expect(rows[1]).toMatch(/^Universal Router may spend all your USDC until /)
    expect(rows[3]).toBe('Universal Router may spend 5 USDC')
    const unknown = screen.getAllByTestId('sim-unknown-spender')
    expect(unknown).toHaveLength(1)
    expect(unknown[0]?.textContent).toContain(STRANGER)
    expect(unknown[0]?.textContent).toContain('not one of the Uniswap contracts on Ethereum')
    const unlimited = screen.getAllByTestId('sim-unlimited')
    expect(unlimited).toHaveLength(1)
    expect(unlimited[0]?.textContent).toContain('turn on “Approve exact amounts” in the settings')
  })

  it('says when nothing moves, and when the node could not simulate', () => {
    view({ changes: [], nfts: [], approvals: [] })
    expect(screen.getByText('No balance changes.')).toBeTruthy()
    cleanup()
    view(undefined)
    expect(screen.getByTestId('sim-unavailable').textContent).toMatch(/could not be previewed/)
  })
})
