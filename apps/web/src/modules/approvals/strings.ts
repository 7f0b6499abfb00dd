// Texts of the shared approval button (the liquidity screens' 'Approve A' / 'Approve B').
import { msg } from '@lingui/core/macro'

export const APPROVAL_STRINGS = {
  approve: msg({ message: 'Approve {symbol}' }),
  approving: msg({ message: 'Approving {symbol}' }),
} as const
