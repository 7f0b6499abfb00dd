import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useActivePopups } from './hooks'
import { usePopupLifetime } from './popupLifetime'
import { type Popup, useApplicationStore } from './store'

function Item({ popup }: { popup: Popup }) {
  usePopupLifetime(popup)
  return <li>{popup.key}</li>
}

function List() {
  const popups = useActivePopups()
  return (
    <ul>
      {popups.map((p) => (
        <Item key={p.key} popup={p} />
      ))}
    </ul>
  )
}

const content = { kind: 'message' as const, title: 'Hi', tone: 'info' as const }
const shown = () =>
  useApplicationStore
    .getState()
    .popupList.filter((p) => p.show)
    .map((p) => p.key)

describe('popup lifetime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useApplicationStore.setState({ openModal: null, popupList: [] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('hides a popup after the default 25000 ms', () => {
    render(<List />)
    act(() => useApplicationStore.getState().addPopup({ key: 'a', content }))
    act(() => vi.advanceTimersByTime(24_999))
    expect(shown()).toEqual(['a'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toEqual([])
  })

  it('keeps a popup without a lifetime until it is closed', () => {
    render(<List />)
    act(() => useApplicationStore.getState().addPopup({ key: 'a', content, removeAfterMs: null }))
    act(() => vi.advanceTimersByTime(100_000))
    expect(shown()).toEqual(['a'])
  })

  it('restarts the lifetime when a popup is replaced under the same key', () => {
    render(<List />)
    const { addPopup } = useApplicationStore.getState()
    act(() => addPopup({ key: 'a', content, removeAfterMs: 5_000 }))
    act(() => vi.advanceTimersByTime(4_000))
    act(() => addPopup({ key: 'a', content, removeAfterMs: 5_000 }))
    act(() => vi.advanceTimersByTime(4_000))
    expect(shown()).toEqual(['a'])
    act(() => vi.advanceTimersByTime(1_000))
    expect(shown()).toEqual([])
  })

  it('times each popup on its own', () => {
    render(<List />)
    const { addPopup } = useApplicationStore.getState()
    act(() => addPopup({ key: 'short', content, removeAfterMs: 1_000 }))
    act(() => addPopup({ key: 'long', content, removeAfterMs: 3_000 }))
    act(() => vi.advanceTimersByTime(1_000))
    expect(shown()).toEqual(['long'])
  })
})
