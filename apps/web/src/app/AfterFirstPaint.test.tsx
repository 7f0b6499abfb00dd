import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterFirstPaint } from './AfterFirstPaint'

describe('AfterFirstPaint', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('renders nothing in the first render, and its children after a frame and a task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    render(
      <>
        <p>form</p>
        <AfterFirstPaint>
          <p>updater</p>
        </AfterFirstPaint>
      </>,
    )
    expect(screen.getByText('form')).toBeTruthy()
    expect(screen.queryByText('updater')).toBeNull()
    await act(async () => {
      vi.advanceTimersToNextFrame()
    })
    expect(screen.queryByText('updater')).toBeNull()
    await act(async () => {
      await vi.runOnlyPendingTimersAsync()
    })
    expect(screen.getByText('updater')).toBeTruthy()
  })
})
