// What the router components share: the history and its current location (one per router), and
// what the nearest matched route contributes (its params, and where relative paths start).
import { createContext, useContext } from 'react'
import type { History } from './history'
import type { Params } from './matchPath'
import type { Location } from './path'

export interface RouterState {
  history: History
  location: Location
}

export interface RouteState {
  /** The params of this route and the routes around it (inner ones win). */
  params: Params
  /** The pathname this route matched, before any '*': nested routes and relative links start here. */
  pathnameBase: string
}

export const RouterContext = createContext<RouterState | null>(null)

export const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/' })

export function useRouter(): RouterState {
  const router = useContext(RouterContext)
  // A hook outside any router is a wiring mistake: fail loudly rather than render a wrong page.
  if (!router) throw new Error('Router hooks and components need a <HashRouter> or <MemoryRouter>')
  return router
}
