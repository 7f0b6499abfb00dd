import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { type PositionStatus, positionStatus } from './positionStatus'
import { BADGE_STRINGS as STRINGS } from './strings'
import './Badge.css'

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info'

export interface BadgeProps {
  tone?: BadgeTone
  /** A dot before the text (status badges). */
  dot?: boolean
  children: ReactNode
  /** Machine-readable state (data-status), for tests and styling. */
  status?: string
  testId?: string
}

/** A small pill of text in one of the theme's tones. */
export function Badge({ tone = 'neutral', dot = false, children, status, testId }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}`} data-status={status} data-testid={testId}>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </span>
  )
}

const TONE: Record<PositionStatus, BadgeTone> = {
  inRange: 'success',
  outOfRange: 'warning',
  closed: 'neutral',
}

export type PositionBadgeProps =
  | { status: PositionStatus; testId?: string }
  | (Parameters<typeof positionStatus>[0] & { status?: undefined; testId?: string })

/**
 * spec 02 §4 "Position badge": Closed (liquidity zero), In range, Out of range — green, yellow and
 * grey. Takes the status, or the position's liquidity and ticks to work it out.
 */
export function PositionBadge(props: PositionBadgeProps) {
  const { _ } = useLingui()
  const status = props.status ?? positionStatus(props)
  return (
    <Badge tone={TONE[status]} dot status={status} testId={props.testId}>
      {_(STRINGS[status])}
    </Badge>
  )
}
