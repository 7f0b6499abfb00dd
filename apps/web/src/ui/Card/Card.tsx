import type { HTMLAttributes, ReactNode } from 'react'
import './Card.css'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'raised' is the swap card (surface, border, shadow); 'inset' a panel inside a card. */
  variant?: 'raised' | 'inset' | 'outline'
  /** Rendered as a section (labelled by `aria-label`/`aria-labelledby`) or a plain div. */
  as?: 'div' | 'section'
  children: ReactNode
}

/** A card: the swap screen's surface (global .card) and the panels inside it. */
export function Card({ variant = 'raised', as: Tag = 'div', className, ...rest }: CardProps) {
  const classes = variant === 'raised' ? 'card' : `ui-card ui-card--${variant}`
  return <Tag {...rest} className={className ? `${classes} ${className}` : classes} />
}
