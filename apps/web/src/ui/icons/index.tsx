// Inline SVG icons (no icon pack: issue 5 bundle budget).
import { Icon, type IconProps, Mark } from './Icon'

export type { IconProps }

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)

export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
)

export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </Icon>
)

export const CheckCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
)

export const AlertTriangleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Icon>
)

export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
)

export const SwapIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4v16M7 4 3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" />
  </Icon>
)

export const PoolIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12c2.5-2.5 5-2.5 7.5 0s5 2.5 7.5 0 3.5-2 5-2M2 18c2.5-2.5 5-2.5 7.5 0s5 2.5 7.5 0 3.5-2 5-2M2 6c2.5-2.5 5-2.5 7.5 0s5 2.5 7.5 0 3.5-2 5-2" />
  </Icon>
)

/** The Tidepool mark: a wave in a circle (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <Mark size={size} title={title}>
      <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
      <path
        d="M5 19c3-3 6-3 9 0s6 3 9 0 4-2 4-2"
        stroke="var(--color-on-primary)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </Mark>
  )
}

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
