// A small hash router in place of react-router (12 KB gzip of the initial JS, and CJS under the
// Preact alias in vitest). It covers what the app uses: whole-path route tables with params,
// optional params and splats, nested relative <Routes>, redirects, links and the URL hooks.
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks'
export { Link } from './Link'
export type { Location, To } from './path'
export { HashRouter, MemoryRouter } from './Router'
export { Navigate, Route, Routes } from './Routes'
