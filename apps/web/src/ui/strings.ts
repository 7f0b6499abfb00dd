// User-visible text of the design system, as Lingui descriptors translated at render (`_(…)`).
import { msg } from '@lingui/core/macro'

export const UI_STRINGS = {
  close: msg`Close`,
  on: msg`On`,
  off: msg`Off`,
}
