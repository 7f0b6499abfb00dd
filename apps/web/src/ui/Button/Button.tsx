import { useLingui } from '@lingui/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { BUTTON_STRINGS as STRINGS } from './strings'
import './Button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger'
export type ButtonSize = 'small' | 'medium' | 'large'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Busy: shows a spinner before the text, sets aria-busy and ignores clicks. */
  loading?: boolean
  /** Full width of its container (the main action of a form). */
  block?: boolean
  type?: 'button' | 'submit' | 'reset'
  /** An icon before the text (decorative). */
  icon?: ReactNode
  testId?: string
}

/**
 * The one button (issue 11 §2): the swap screen's main action look (primary, 16 px radius) in four
 * variants and three sizes. A loading button keeps its width and text so nothing jumps; it stays
 * focusable (a disabled element would drop focus) but refuses clicks through aria-disabled.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  block = false,
  type = 'button',
  icon,
  testId,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { _ } = useLingui()
  const classes = [
    'button',
    `button--${variant}`,
    `button--${size}`,
    block && 'button--block',
    loading && 'button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      data-testid={testId}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? (
        <span className="button__spinner" role="status" aria-label={_(STRINGS.loading)} />
      ) : (
        icon
      )}
      {children}
    </button>
  )
}
