import type { ReactNode } from 'react'
import './PlaceholderCard.css'

/**
 * Stands in for a screen that is not built yet, naming it, so a route never shows a blank page.
 */
export function PlaceholderCard({
  title,
  details = [],
  note,
  children,
}: {
  title: string
  /** Route values worth showing (label, value). */
  details?: readonly (readonly [string, string])[]
  note: string
  /** The parts of the screen already built (e.g. the swap screen's currency buttons). */
  children?: ReactNode
}) {
  return (
    <section
      className="card placeholder"
      data-testid="placeholder"
      aria-labelledby="placeholder-title"
    >
      <h1 id="placeholder-title" className="placeholder__title">
        {title}
      </h1>
      {details.length > 0 && (
        <dl className="placeholder__details">
          {details.map(([label, value]) => (
            <div key={label} className="placeholder__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      <p className="placeholder__note">{note}</p>
    </section>
  )
}
