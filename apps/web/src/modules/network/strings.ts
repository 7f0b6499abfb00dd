// User-visible text of the network module, as Lingui descriptors translated at render (`_(…)`).
import { msg } from '@lingui/core/macro'

export const NETWORK_STRINGS = {
  menuLabel: msg`Select a network`,
  local: msg`Local`,
}
