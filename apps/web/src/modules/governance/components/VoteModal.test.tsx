import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VoteModal } from './VoteModal'

afterEach(cleanup)

describe('VoteModal', () => {
  it('asks for a choice first, then votes it with the reason typed', () => {
    const onVote = vi.fn()
    render(
      <VoteModal isOpen onDismiss={() => {}} proposalId="9" votes="15,000,000" onVote={onVote} />,
    )
    expect(screen.getByRole('dialog', { name: 'Vote on proposal 9' })).toBeTruthy()
    expect(screen.getByText('You can vote with 15,000,000 votes.')).toBeTruthy()
    const submit = screen.getByTestId('vote-submit') as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    expect(submit.textContent).toBe('Choose For, Against or Abstain')
    fireEvent.click(screen.getByLabelText('Against'))
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'too soon' } })
    expect(submit.textContent).toBe('Vote Against')
    fireEvent.click(submit)
    expect(onVote).toHaveBeenCalledWith('against', 'too soon')
  })
})
