// User-visible text of ui/Slider (issue 11 §2), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const SLIDER_STRINGS = {
  // Slider presets (spec 02 §2 Remove: 25%, 50%, 75%, Max)
  percentPreset: msg({ message: '{percent}%' }),
  max: msg`Max`,
} as const
