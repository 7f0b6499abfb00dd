// Texts of the header's More menu (spec 01 §2 Modals: 'menu'). Kept out of ../strings.ts, which
// is in the /swap entry: the menu loads after the first paint.
import { msg } from '@lingui/core/macro'

export const MENU_STRINGS = {
  button: msg`More`,
  menu: msg`More destinations`,
  vote: msg`Vote`,
  mining: msg`Liquidity mining`,
  docs: msg`Docs`,
  analytics: msg`Analytics`,
  opensNewTab: msg`(opens in a new tab)`,
}
