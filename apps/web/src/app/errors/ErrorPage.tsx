import { useLingui } from '@lingui/react'
import { ExternalLink } from '../../ui'
import { APP_STRINGS } from '../strings'
import './ErrorPage.css'

/** spec 01 §2 Shell: 'Something went wrong' with the stack trace; report links when given. */
export function ErrorPage({
  error,
  links,
}: {
  error: Error
  /** Issue and support links, only on the production host. */
  links: { issue: string; support: string } | null
}) {
  const { _ } = useLingui()
  return (
    <main className="error-page" data-testid="error-page">
      <div className="card error-page__card">
        <h1 className="error-page__title">{_(APP_STRINGS.errorTitle)}</h1>
        <pre className="error-page__stack" data-testid="error-stack">
          {error.stack ?? `${error.name}: ${error.message}`}
        </pre>
        <div className="error-page__actions">
          {links && (
            <>
              <ExternalLink href={links.issue}>{_(APP_STRINGS.errorCreateIssue)}</ExternalLink>
              <ExternalLink href={links.support}>{_(APP_STRINGS.errorGetSupport)}</ExternalLink>
            </>
          )}
          <button
            type="button"
            className="error-page__reload"
            onClick={() => window.location.reload()}
          >
            {_(APP_STRINGS.errorReload)}
          </button>
        </div>
      </div>
    </main>
  )
}
