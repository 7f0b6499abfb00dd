// User-visible text of the v3 position detail, collect and remove screens (spec 02 §2 Position
// detail, Remove v3 liquidity; §4 Collect fees, Remove v3; §8 removal errors), as Lingui
// descriptors (translated at render): the core's position texts (POSITION_MESSAGES, shared with
// v4's page) and v3's own. Texts quoted in the spec are verbatim.
import { msg } from '@lingui/core/macro'
import { POSITION_MESSAGES } from '../../liquidity'

export const POSITION_STRINGS = {
  ...POSITION_MESSAGES,
  // Position detail (spec 02 §2)
  backToPosition: msg({ message: 'Back to position #{id}' }),
  nftAlt: msg({ message: 'Position NFT #{id}' }),
  nftUnavailable: msg`The position's picture is not available.`,
  removeLiquidity: msg`Remove Liquidity`,
  migrateToV4: msg`Migrate to v4`,
  // Collect fees (spec 02 §4)
  collectAs: msg({ message: 'Collect as {symbol}' }),
  // Remove v3 (spec 02 §2, §5 Removal, §8)
  percentBelowOne: msg`<1%`,
  sendFailed: msg`The transaction could not be sent.`,
}
