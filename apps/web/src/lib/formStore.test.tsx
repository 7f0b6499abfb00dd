import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createFormStoreContext } from './formStore'

interface Counter {
  count: number
  add: () => void
}
const counter = createFormStoreContext<Counter>('counter', (set) => ({
  count: 0,
  add: () => set((s) => ({ count: s.count + 1 })),
}))

function Count({ id }: { id: string }) {
  const count = counter.useFormStore((s) => s.count)
  const add = counter.useFormStore((s) => s.add)
  return (
    <button type="button" data-testid={id} onClick={add}>
      {count}
    </button>
  )
}

describe('createFormStoreContext', () => {
  it('gives each mounted form its own store', () => {
    render(
      <>
        <counter.Provider>
          <Count id="a" />
        </counter.Provider>
        <counter.Provider>
          <Count id="b" />
        </counter.Provider>
      </>,
    )
    act(() => screen.getByTestId('a').click())
    act(() => screen.getByTestId('a').click())
    expect(screen.getByTestId('a').textContent).toBe('2')
    expect(screen.getByTestId('b').textContent).toBe('0')
  })

  it('uses an injected store, readable outside React', () => {
    const store = counter.create()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <counter.Provider store={store}>{children}</counter.Provider>
    )
    const { result } = renderHook(() => counter.useFormStore(), { wrapper })
    act(() => result.current.add())
    expect(store.getState().count).toBe(1)
    expect(result.current.count).toBe(1)
  })

  it('says which form is missing its provider', () => {
    expect(() => renderHook(() => counter.useFormStoreApi())).toThrow(/counter/)
  })
})
