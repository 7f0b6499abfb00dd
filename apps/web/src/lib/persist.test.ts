// @vitest-environment jsdom
// A DOM: localStorage and the storage events between tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { mergeStored, persistDebounced } from './persist'

describe('mergeStored', () => {
  const base = { version: 1, txs: { 1: { a: { n: 1 } } } }

  it('keeps records another tab added and the ones this tab added', () => {
    const local = { version: 1, txs: { 1: { a: { n: 1 }, b: { n: 2 } } } }
    const stored = { version: 1, txs: { 1: { a: { n: 1 }, c: { n: 3 } }, 10: { d: { n: 4 } } } }
    expect(mergeStored(base, local, stored)).toEqual({
      version: 1,
      txs: { 1: { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } }, 10: { d: { n: 4 } } },
    })
  })

  it('removes what this tab removed, and what another tab removed', () => {
    expect(mergeStored(base, { version: 1, txs: {} }, base)).toEqual({ version: 1, txs: {} })
    expect(mergeStored(base, base, { version: 1, txs: {} })).toEqual({ version: 1, txs: {} })
  })

  it('merges one record per field: a receipt from one tab, a checked block from the other', () => {
    const local = { version: 1, txs: { 1: { a: { n: 1, receipt: 'r' } } } }
    const stored = { version: 1, txs: { 1: { a: { n: 1, checked: 9 } } } }
    expect(mergeStored(base, local, stored)).toEqual({
      version: 1,
      txs: { 1: { a: { n: 1, receipt: 'r', checked: 9 } } },
    })
  })

  it('settings: the last writer wins per field, the other fields stay', () => {
    const was = { slippage: 50, deadline: 1200, dark: null }
    expect(
      mergeStored(was, { ...was, slippage: 100 }, { ...was, deadline: 600, dark: true }),
    ).toEqual({ slippage: 100, deadline: 600, dark: true })
    // Both changed the same field: this (the writing) tab's value.
    expect(mergeStored(was, { ...was, slippage: 100 }, { ...was, slippage: 10 })).toEqual({
      ...was,
      slippage: 100,
    })
  })

  it('a record changed here and removed there stays', () => {
    const local = { version: 1, txs: { 1: { a: { n: 1, receipt: 'r' } } } }
    expect(mergeStored(base, local, { version: 1, txs: {} })).toEqual(local)
  })

  it('garbage or nothing stored: this tab’s document', () => {
    expect(mergeStored(base, base, undefined)).toEqual(base)
    expect(mergeStored(undefined, base, 'x')).toEqual(base)
  })
})

/** One origin's localStorage seen by several tabs: a write fires `storage` in the others. */
function browser() {
  const data = new Map<string, string>()
  const tabs: EventTarget[] = []
  const tab = () => {
    const events = new EventTarget()
    tabs.push(events)
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        data.set(k, v)
        for (const other of tabs)
          if (other !== events)
            other.dispatchEvent(Object.assign(new Event('storage'), { key: k, newValue: v }))
      },
    } as Storage
    return { storage, events }
  }
  return { data, tab }
}

type Txs = Record<string, Record<string, { hash: string; done?: boolean }>>
const KEY = 'test.txs:v1'
const parse = (raw: string): Txs => (JSON.parse(raw) as { txs: Txs }).txs

function openTab(b: ReturnType<typeof browser>) {
  const { storage, events } = b.tab()
  const raw = storage.getItem(KEY)
  const store = createStore<{ txs: Txs }>()(() => ({ txs: raw ? parse(raw) : {} }))
  const stop = persistDebounced({
    store,
    key: KEY,
    serialize: (s) => JSON.stringify({ version: 1, txs: s.txs }),
    adopt: (text) => store.setState({ txs: parse(text) }),
    storage,
    events,
    delayMs: 1_000,
  })
  const add = (chain: string, hash: string) =>
    store.setState((s) => ({ txs: { ...s.txs, [chain]: { ...s.txs[chain], [hash]: { hash } } } }))
  return { store, stop, add }
}

describe('persistDebounced across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('saves once, a debounce after the last of several changes (spec 01 §9 Timing)', () => {
    const b = browser()
    const one = openTab(b)
    const writes: string[] = []
    const original = b.data.set.bind(b.data)
    b.data.set = (k: string, v: string) => {
      writes.push(v)
      return original(k, v)
    }
    one.add('1', '0xa')
    vi.advanceTimersByTime(600)
    one.add('1', '0xb')
    vi.advanceTimersByTime(999)
    expect(writes).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(writes).toHaveLength(1)
    expect(Object.keys(parse(writes[0] ?? '')[1] ?? {})).toEqual(['0xa', '0xb'])
    vi.advanceTimersByTime(5_000)
    expect(writes).toHaveLength(1)
    one.stop()
  })

  it('two tabs recording at once both keep both records, in storage and in their stores', () => {
    const b = browser()
    const one = openTab(b)
    const two = openTab(b)
    one.add('1', '0xa')
    two.add('1', '0xb')
    vi.advanceTimersByTime(1_000)
    const both = { 1: { '0xa': { hash: '0xa' }, '0xb': { hash: '0xb' } } }
    expect(parse(b.data.get(KEY) ?? '')).toEqual(both)
    expect(one.store.getState().txs).toEqual(both)
    expect(two.store.getState().txs).toEqual(both)
    one.stop()
    two.stop()
  })

  it('a tab hears the other’s write at once and does not write it back', () => {
    const b = browser()
    const one = openTab(b)
    const two = openTab(b)
    const setItem = vi.spyOn(two, 'add')
    one.add('10', '0xc')
    vi.advanceTimersByTime(1_000)
    expect(two.store.getState().txs).toEqual({ 10: { '0xc': { hash: '0xc' } } })
    const written = b.data.get(KEY)
    vi.advanceTimersByTime(5_000)
    expect(b.data.get(KEY)).toBe(written)
    expect(setItem).not.toHaveBeenCalled()
    one.stop()
    two.stop()
  })

  it('a clear in one tab is not undone by the other, and a reopened tab sees the merged list', () => {
    const b = browser()
    const one = openTab(b)
    const two = openTab(b)
    one.add('1', '0xa')
    vi.advanceTimersByTime(1_000)
    one.store.setState({ txs: {} })
    two.add('1', '0xb')
    vi.advanceTimersByTime(1_000)
    expect(parse(b.data.get(KEY) ?? '')).toEqual({ 1: { '0xb': { hash: '0xb' } } })
    one.stop()
    two.stop()
    const three = openTab(b)
    expect(three.store.getState().txs).toEqual({ 1: { '0xb': { hash: '0xb' } } })
    three.stop()
  })
})
