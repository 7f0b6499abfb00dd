// One store per form, created through context (ARCHITECTURE "one store per flow", issue 11 §3):
// each mounted form (swap, v3 add, v2 add, remove, migrate…) owns its own store instance, so two
// forms on a page, or a form and its test, never share state, and leaving the screen drops it.
import { createContext, type ReactNode, useContext, useState } from 'react'
import { type StoreApi, useStore } from 'zustand'
import { createStore, type StateCreator } from 'zustand/vanilla'

export interface FormStoreContext<S> {
  /** Creates the form's store when it mounts; `store` injects one (tests, previews). */
  Provider: (props: { children: ReactNode; store?: StoreApi<S> }) => ReactNode
  /** The whole state, or a slice: re-renders only when the slice changes. */
  useFormStore: {
    (): S
    <T>(selector: (state: S) => T): T
  }
  /** The store itself, for reads inside callbacks (`getState()`) without subscribing. */
  useFormStoreApi: () => StoreApi<S>
  /** A store outside React (tests, previews). */
  create: () => StoreApi<S>
}

export function createFormStoreContext<S>(
  name: string,
  initializer: StateCreator<S>,
): FormStoreContext<S> {
  const Context = createContext<StoreApi<S> | null>(null)
  const create = () => createStore<S>()(initializer)

  function Provider({ children, store }: { children: ReactNode; store?: StoreApi<S> }) {
    const [own] = useState(() => store ?? create())
    return <Context.Provider value={own}>{children}</Context.Provider>
  }

  function useFormStoreApi(): StoreApi<S> {
    const store = useContext(Context)
    if (!store) throw new Error(`${name}: used outside its form's Provider`)
    return store
  }

  const identity = (state: S) => state as unknown
  function useFormStore(selector?: (state: S) => unknown) {
    return useStore(useFormStoreApi(), selector ?? identity)
  }

  return {
    Provider,
    useFormStore: useFormStore as FormStoreContext<S>['useFormStore'],
    useFormStoreApi,
    create,
  }
}
