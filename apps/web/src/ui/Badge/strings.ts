// User-visible text of ui/Badge (issue 11 §2), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const BADGE_STRINGS = {
  // spec 02 §4 "Position badge"
  inRange: msg`In range`,
  outOfRange: msg`Out of range`,
  closed: msg`Closed`,
} as const
