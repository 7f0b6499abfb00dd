import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ClaimPanel, type ClaimPanelProps } from './ClaimPanel'

afterEach(cleanup)

const HASH = `0x${'ab'.repeat(32)}` as const
const base: ClaimPanelProps = {
  flow: { phase: 'idle' },
  amountText: '1,235',
  flags: { isSOCKS: true, isLP: true, isUser: false },
  recipientText: '0x7099…79C8',
  explorerUrl: undefined,
  message: undefined,
  error: undefined,
  canClaim: true,
  onClaim: () => {},
  onClose: () => {},
}

describe('ClaimPanel (spec 01 §4 Airdrop claim)', () => {
  it('shows the amount and the eligibility groups, and Claim sends', () => {
    const onClaim = vi.fn()
    render(<ClaimPanel {...base} onClaim={onClaim} />)
    expect(screen.getByTestId('claim-amount').textContent).toBe('1,235 UNI')
    expect(screen.getByTestId('claim-groups').textContent).toBe('SOCKS holderLiquidity provider')
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(onClaim).toHaveBeenCalledOnce()
  })

  it("disables Claim and says why: 'Address has no available claim' with a detail", () => {
    render(
      <ClaimPanel
        {...base}
        amountText={undefined}
        canClaim={false}
        message={{
          text: 'Address has no available claim',
          detail: 'This address has already claimed its UNI.',
          tone: 'error',
        }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Address has no available claim')
    expect((screen.getByTestId('claim-button') as HTMLButtonElement).disabled).toBe(true)
  })

  it("waits for the wallet with 'Confirm this transaction in your wallet'", () => {
    render(<ClaimPanel {...base} flow={{ phase: 'confirm' }} />)
    expect(screen.getByTestId('claim-confirm').textContent).toContain(
      'Confirm this transaction in your wallet',
    )
    expect(screen.getByTestId('claim-button').textContent).toContain('Claiming')
  })

  it('while claiming links the transaction on the explorer', () => {
    render(
      <ClaimPanel
        {...base}
        flow={{ phase: 'claiming', hash: HASH }}
        explorerUrl={`https://explorer/tx/${HASH}`}
      />,
    )
    expect(screen.getByTestId('claim-explorer').getAttribute('href')).toBe(
      `https://explorer/tx/${HASH}`,
    )
  })

  it("ends with 'Claimed' and its confetti", () => {
    const onClose = vi.fn()
    render(<ClaimPanel {...base} flow={{ phase: 'claimed', hash: HASH }} onClose={onClose} />)
    expect(screen.getByRole('heading', { name: 'Claimed!' })).toBeTruthy()
    expect(screen.getByTestId('claim-confetti')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Claimed' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
