import type { ReactNode } from 'react'

export interface IconProps {
  size?: number
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string
  className?: string
}

/** A 24×24 stroke icon drawn with the current text colour. */
export function Icon({
  size = 20,
  title,
  className,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  )
}

/** A filled 32×32 drawing (the Tidepool mark, wallet brand marks) in its own colours. */
export function Mark({
  size = 28,
  title,
  children,
}: { size?: number; title?: string } & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  )
}
