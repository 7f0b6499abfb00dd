import { cleanup, render, screen } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NATIVE, type ProposalAction } from '../types'
import { ActionsSimulationView } from './ActionsSimulationView'

afterEach(cleanup)

const TIMELOCK = getAddress('0x00000000000000000000000000000000000000a1')
const UNI = getAddress('0x00000000000000000000000000000000000000c1')
const ODD = getAddress('0x00000000000000000000000000000000000000c9')
const TO = getAddress('0x000000000000000000000000000000000000dead')
const action: ProposalAction = {
  target: UNI,
  value: 0n,
  signature: 'transfer(address,uint256)',
  calldata: '0x',
}

const tokenOf = (t: string) =>
  t === NATIVE
    ? { symbol: 'ETH', decimals: 18 }
    : t === UNI
      ? { symbol: 'UNI', decimals: 18 }
      : undefined

describe('ActionsSimulationView', () => {
  it('names the timelock, signs the changes and counts tokens not on the lists', () => {
    render(
      <ActionsSimulationView
        actions={[action]}
        timelock={TIMELOCK}
        loading={false}
        error={undefined}
        tokenOf={tokenOf}
        onRetry={vi.fn()}
        result={{
          blockNumber: 7n,
          mode: 'bundle',
          outcomes: [
            {
              status: 'success',
              changes: [
                { holder: TIMELOCK, token: UNI, delta: -(1000n * 10n ** 18n) },
                { holder: TO, token: UNI, delta: 1000n * 10n ** 18n },
                { holder: TO, token: ODD, delta: 5n },
              ],
            },
          ],
        }}
      />,
    )
    const rows = screen.getAllByTestId('simulation-change').map((r) => r.textContent)
    expect(rows).toEqual(['Timelock−1,000 UNI', '0x0000…dEaD+1,000 UNI'])
    expect(screen.getByText('1 transfer of a token not on your lists')).toBeTruthy()
    expect(screen.getByTestId('simulation-summary').dataset.reverts).toBe('false')
    expect(screen.queryByTestId('simulation-mode')).toBeNull()
  })

  it('flags a reverting action with its reason and says when effects were not chained', () => {
    render(
      <ActionsSimulationView
        actions={[action, action]}
        timelock={TIMELOCK}
        loading={false}
        error={undefined}
        tokenOf={tokenOf}
        onRetry={vi.fn()}
        result={{
          blockNumber: 7n,
          mode: 'trace',
          outcomes: [
            { status: 'success', changes: [] },
            { status: 'reverted', reason: 'Uni::_transferTokens: transfer amount exceeds balance' },
          ],
        }}
      />,
    )
    expect(screen.getByTestId('simulation-summary').dataset.reverts).toBe('true')
    expect(screen.getByTestId('simulation-reason').textContent).toContain('exceeds balance')
    expect(screen.getByTestId('simulation-mode')).toBeTruthy()
  })
})
