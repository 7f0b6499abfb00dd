import type { ReactNode } from 'react'

/** A link that opens outside the app, without giving the new page a handle on this one. */
export function ExternalLink({
  href,
  children,
  className,
  testId,
}: {
  href: string
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid={testId}
    >
      {children}
    </a>
  )
}
