import './Skeleton.css'

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: number | string
  /** Fixed height in px: the height of what replaces it, so nothing moves when data arrives. */
  height?: number
  /** 'text' rounds like a line of text, 'circle' like a token logo. */
  shape?: 'text' | 'block' | 'circle'
  testId?: string
}

/**
 * A placeholder of a fixed size while a value loads (issue 11 §2: no layout jump when a quote or
 * balance arrives). Hidden from assistive technology: the surrounding region says it is busy.
 */
export function Skeleton({ width = '100%', height = 16, shape = 'text', testId }: SkeletonProps) {
  return (
    <span
      className={`skeleton skeleton--${shape}`}
      aria-hidden="true"
      data-testid={testId}
      style={{ width: shape === 'circle' ? height : width, height }}
    />
  )
}

export interface SkeletonRowProps {
  /** Row height in px; the loaded row must use the same (e.g. token rows: 56, spec 01 §9). */
  height?: number
  /** Draw a logo circle at the start (token and position rows). */
  withLogo?: boolean
  testId?: string
}

/** A loading list row: logo, a name and a value, at the loaded row's fixed height. */
export function SkeletonRow({ height = 56, withLogo = true, testId }: SkeletonRowProps) {
  return (
    <div className="skeleton-row" style={{ height }} aria-hidden="true" data-testid={testId}>
      {withLogo && <Skeleton shape="circle" height={Math.min(32, height - 16)} />}
      <span className="skeleton-row__text">
        <Skeleton width="60%" height={14} />
        <Skeleton width="35%" height={12} />
      </span>
      <Skeleton width={64} height={16} />
    </div>
  )
}
