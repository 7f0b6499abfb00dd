// <Routes> picks the element of the first <Route> that matches the whole pathname (spec 01 §2
// "Route table": routes are matched strictly). Unlike react-router, which ranks routes by how
// specific they are, declaration order decides: put static paths ('/pool/v2') before params
// ('/pool/:tokenId') and the catch-all '*' last.
import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
} from 'react'
import { RouteContext, type RouteState, useRouter } from './context'
import { useNavigate } from './hooks'
import { matchPath } from './matchPath'
import { joinPaths, type To } from './path'

export interface RouteProps {
  /**
   * '/swap', '/add/:currencyIdA?', '/vote/*', '*'. Inside a nested <Routes> a path without a
   * leading '/' is relative to the enclosing route ('create-proposal' under '/vote/*').
   */
  path?: string
  /** Matches exactly the enclosing route's path (e.g. '/vote' under '/vote/*'). */
  index?: boolean
  element?: ReactNode
}

/** A row of the route table; only <Routes> reads it (layout routes and <Outlet> are not supported). */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only valid as a child of <Routes>')
}

function collectRoutes(children: ReactNode, into: RouteProps[] = []): RouteProps[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue
    if (child.type === Fragment) {
      collectRoutes((child as ReactElement<{ children?: ReactNode }>).props.children, into)
    } else if (child.type === Route) {
      into.push((child as ReactElement<RouteProps>).props)
    } else {
      throw new Error('<Routes> children must be <Route> or <Fragment> elements')
    }
  }
  return into
}

export function Routes({ children }: { children?: ReactNode }): ReactNode {
  const { location } = useRouter()
  const parent = useContext(RouteContext)
  let element: ReactNode = null
  let matched: RouteState | null = null
  for (const route of collectRoutes(children)) {
    const path = route.index ? '' : (route.path ?? '')
    const pattern = path.startsWith('/') ? path : joinPaths(parent.pathnameBase, path)
    const match = matchPath(pattern, location.pathname)
    if (match) {
      element = route.element ?? null
      matched = { params: { ...parent.params, ...match.params }, pathnameBase: match.pathnameBase }
      break
    }
  }
  // The same match keeps the same context value, so params readers re-render only on a change.
  const key = JSON.stringify(matched)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `matched`'s content.
  const value = useMemo(() => matched, [key])
  if (!value) return null
  return <RouteContext.Provider value={value}>{element}</RouteContext.Provider>
}

/**
 * Goes to `to` once rendered (in an effect, like react-router): redirects in route elements and
 * guards. `replace` keeps the redirecting URL out of the back-button history.
 */
export function Navigate({ to, replace = false }: { to: To; replace?: boolean }): null {
  const navigate = useNavigate()
  // A string key: an object `to` written inline is new on every render.
  const target = JSON.stringify(to)
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace })
  }, [navigate, target, replace])
  return null
}
