// User-visible text of ui/Button (issue 11 §2), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const BUTTON_STRINGS = {
  loading: msg`Loading…`,
} as const
