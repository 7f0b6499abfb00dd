// Test helpers: a probe that shows the current location.
import type { ReactElement } from 'react'
import { useLocation } from './hooks'

export function Where(): ReactElement {
  const { pathname, search, hash } = useLocation()
  return <output data-testid="where">{pathname + search + hash}</output>
}
