// User-visible text of ui/Tooltip (issue 11 §2), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const TOOLTIP_STRINGS = {
  // Help popover trigger
  moreInfo: msg`More information`,
} as const
