// User-visible text of the v3 → v4 migration (issue 32 "Migrate v3 → v4"), as Lingui
// descriptors. The pool, range and hook texts are the v4 add's (add/strings), the figures the
// change of range's (the liquidity core's ChangeRangeFigures).
import { msg } from '@lingui/core/macro'

export const MIGRATE_V4_STRINGS = {
  title: msg`Migrate to v4`,
  back: msg`Back to the position`,
  intro: msg({
    message:
      'Position #{tokenId} ({pair}) leaves v3 whole: its liquidity and fees are withdrawn, the v3 NFT is burned, and a v4 position is minted, in one transaction.',
  }),
  notFound: msg`This v3 position is not in your wallet.`,
  useNative: msg({ message: 'Use native {symbol} in v4 (unwrapped from {wrapped})' }),
  previewTitle: msg`What the migration does`,
  burned: msg({ message: 'v3 position #{tokenId} is burned.' }),
  allow: msg`Allow the migration (signature)`,
  // An account that cannot sign the permit (or whose wallet failed to) approves the router.
  allowByTransaction: msg`Allow the migration (transaction)`,
  approving: msg({ message: 'Allowing the migration of position #{tokenId}' }),
  migrate: msg`Migrate`,
  migrating: msg({ message: 'Migrating position #{tokenId} to v4' }),
} as const
