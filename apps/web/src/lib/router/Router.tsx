// The router components: one subscribes to a history and hands its location down.
import { type ReactElement, type ReactNode, useMemo, useState, useSyncExternalStore } from 'react'
import { RouterContext, type RouterState } from './context'
import {
  createHashHistory,
  createMemoryHistory,
  type History,
  type MemoryHistoryOptions,
} from './history'

export function Router({
  history,
  children,
}: {
  history: History
  children?: ReactNode
}): ReactElement {
  const location = useSyncExternalStore(history.listen, history.getLocation, history.getLocation)
  const value = useMemo<RouterState>(() => ({ history, location }), [history, location])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

/** The app's router: the route lives in the URL's hash (/#/swap?theme=dark), see history.ts. */
export function HashRouter({ children }: { children?: ReactNode }): ReactElement {
  const [history] = useState(() => createHashHistory())
  return <Router history={history}>{children}</Router>
}

/** A router over an in-memory stack, for tests. The options are read on the first render only. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: MemoryHistoryOptions & { children?: ReactNode }): ReactElement {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }))
  return <Router history={history}>{children}</Router>
}
