// User-visible text of the settings menu (spec 01 §2 "Settings dropdown", §5 "Slippage input",
// "Expert mode"), as Lingui descriptors translated at render (`_(…)`). Spec texts are verbatim.
import { msg } from '@lingui/core/macro'

export const SETTINGS_STRINGS = {
  openSettings: msg`Transaction settings`,
  title: msg`Transaction Settings`,
}
