import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'

afterEach(cleanup)

function open(onDismiss = vi.fn()) {
  render(
    <Modal isOpen onDismiss={onDismiss} title="Select a token">
      <input aria-label="Search" />
      <button type="button">Pick</button>
    </Modal>,
  )
  return onDismiss
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal isOpen={false} onDismiss={() => {}} title="Hidden">
        x
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a modal dialog labelled by its title and focuses its first control', () => {
    open()
    const dialog = screen.getByRole('dialog', { name: 'Select a token' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))
  })

  it('closes on Escape, on the close button and on the backdrop but not inside', () => {
    const onDismiss = open()
    fireEvent.mouseDown(screen.getByText('Pick'))
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    const backdrop = screen.getByRole('dialog').parentElement
    if (!backdrop) throw new Error('no backdrop')
    fireEvent.mouseDown(backdrop)
    expect(onDismiss).toHaveBeenCalledTimes(3)
  })

  it('wraps Tab from the last control back to the first', () => {
    open()
    const close = screen.getByRole('button', { name: 'Pick' })
    close.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })
})
