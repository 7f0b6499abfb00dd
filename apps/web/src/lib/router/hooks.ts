// The hooks screens use to read and change the route.
import { useCallback, useContext, useMemo } from 'react'
import { RouteContext, useRouter } from './context'
import type { Params } from './matchPath'
import { createPath, type Location, resolveTo, type To } from './path'

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (redirects, URL sync). */
  replace?: boolean
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void
  /** Moves through the history stack: -1 is the back button. */
  (delta: number): void
}

export type SearchParamsInit = string | URLSearchParams | Record<string, string>

export type SetSearchParams = (
  next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void

export function useLocation(): Location {
  return useRouter().location
}

/** The params of the matched route and the routes around it, decoded per segment. */
export function useParams(): Params {
  return useContext(RouteContext).params
}

/**
 * `navigate(to, { replace })`. Relative paths resolve against the enclosing route; a `to` with
 * only a query or hash keeps the current pathname. The function reads the location when called,
 * not when rendered, so it stays the same across navigations (a <Navigate> whose effect depends
 * on it does not fire again after its own redirect).
 */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter()
  const { pathnameBase } = useContext(RouteContext)
  return useCallback(
    (to: To | number, options?: NavigateOptions): void => {
      if (typeof to === 'number') {
        history.go(to)
        return
      }
      const target = resolveTo(to, pathnameBase, history.getLocation().pathname)
      if (options?.replace) history.replace(target)
      else history.push(target)
    },
    [history, pathnameBase],
  )
}

/**
 * The query of the current location, and a setter that navigates to the same pathname with a new
 * query (the hash is dropped, as in react-router). A function setter gets the query as it is
 * when called, so several updates in one event compose.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { history, location } = useRouter()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(location.search), [location.search])
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const current = history.getLocation()
      const value = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next
      const search = new URLSearchParams(value).toString()
      navigate(createPath({ pathname: current.pathname, search: search && `?${search}` }), options)
    },
    [history, navigate],
  )
  return [params, setParams]
}
