import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterFirstPaint } from './AfterFirstPaint'

describe('AfterFirstPaint', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
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

  it('does not wait for a frame that never comes (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    render(
      <AfterFirstPaint>
        <p>updater</p>
      </AfterFirstPaint>,
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    expect(screen.queryByText('updater')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByText('updater')).toBeTruthy()
  })
})
