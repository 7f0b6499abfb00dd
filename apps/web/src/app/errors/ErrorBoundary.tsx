import { Component, type ErrorInfo, type ReactNode } from 'react'
import { SHELL_CONFIG } from '../config'
import { isProductionHost, issueUrl } from './crashReport'
import { ErrorPage } from './ErrorPage'

function reportLinks(error: Error): { issue: string; support: string } | null {
  const { productionHost, issuesUrl, supportUrl } = SHELL_CONFIG
  if (!productionHost || !issuesUrl || !supportUrl) return null
  if (!isProductionHost(window.location.hostname, productionHost)) return null
  const issue = issueUrl({
    issuesUrl,
    error,
    hash: window.location.hash,
    userAgent: navigator.userAgent,
  })
  return { issue, support: supportUrl }
}

interface State {
  error: Error | null
}

/** Catches a render crash anywhere below and shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The error-reporting call of spec 01 §7.12 hooks in here once analytics exist.
    console.error('Tidepool crashed', error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    return <ErrorPage error={error} links={reportLinks(error)} />
  }
}
