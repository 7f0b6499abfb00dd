import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef, type ReactNode, useEffect, useRef } from 'react'
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

describe('Modal focus return (issue 12 #3)', () => {
  function Opener({ open, children }: { open: boolean; children?: ReactNode }) {
    return (
      <>
        <button type="button" data-focus-return="opener">
          Open
        </button>
        <Modal isOpen={open} onDismiss={() => {}} title="Dialog">
          {children}
        </Modal>
      </>
    )
  }

  it('returns to the opener even when the content focused itself before the modal effect', () => {
    const { rerender } = render(<Opener open={false} />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(
      <Opener open>
        <SelfFocusing />
      </Opener>,
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Search'))
    rerender(<Opener open={false} />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }))
  })

  it('finds an opener re-rendered anew by its data-focus-return key', async () => {
    const { rerender } = render(<Opener open={false} />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(<Opener open />)
    // The opener is replaced by a new element with the same key while the dialog is open.
    rerender(
      <div key="new">
        <button type="button" data-focus-return="opener">
          Open again
        </button>
      </div>,
    )
    await new Promise((r) => requestAnimationFrame(r))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open again' }))
  })

  it('prefers the returnFocusRef target', () => {
    const target = createRef<HTMLButtonElement>()
    const { rerender } = render(
      <>
        <button type="button" ref={target}>
          Target
        </button>
        <Modal isOpen onDismiss={() => {}} title="Dialog" returnFocusRef={target}>
          <input aria-label="Search" />
        </Modal>
      </>,
    )
    rerender(
      <button type="button" ref={target}>
        Target
      </button>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Target' }))
  })
})

function SelfFocusing() {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return <input ref={ref} aria-label="Search" />
}
