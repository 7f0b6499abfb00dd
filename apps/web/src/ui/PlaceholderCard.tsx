import { type ReactNode, useId } from 'react'
import './PlaceholderCard.css'

/**
 * Stands in for a screen that is not built yet, so a route never shows a blank page. Reads as a
 * finished page (issue 12 #9): a human heading, a sentence on what the page will hold, and a way
 * on (the `action` slot: a link back to a useful place). Route values are never printed raw.
 */
export function PlaceholderCard({
  title,
  status,
  description,
  note,
  action,
  children,
}: {
  title: string
  /** A short status above the heading ('Coming soon'). */
  status?: string
  /** What the page will hold, in a sentence. */
  description?: string
  /** A remark in secondary text under the content. */
  note?: string
  /** Where to go from here: a link (the app passes a router link). */
  action?: ReactNode
  /** The parts of the screen already built (e.g. the swap screen's currency buttons). */
  children?: ReactNode
}) {
  const titleId = useId()
  return (
    <section className="card placeholder" data-testid="placeholder" aria-labelledby={titleId}>
      {status && <p className="placeholder__status">{status}</p>}
      <h1 id={titleId} className="placeholder__title">
        {title}
      </h1>
      {description && <p className="placeholder__description">{description}</p>}
      {children}
      {note && <p className="placeholder__note">{note}</p>}
      {action && <div className="placeholder__action">{action}</div>}
    </section>
  )
}
