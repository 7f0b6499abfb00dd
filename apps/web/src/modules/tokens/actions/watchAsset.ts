// Sends wallet_watchAsset (spec 01 §7 item 8) through the connected wallet. Loaded on the click
// only: the dialog's button is the one caller.

import { providerRequest, type WalletConnector } from '../../../chain/connection'
import { providerErrorCode } from '../../../chain/errors'
import type { AddTokenOutcome } from '../../../ui'
import { type WatchableToken, watchAssetRequest } from '../utils/watchAsset'

/** EIP-1193 "User Rejected Request": the user said no in the wallet; nothing happened. */
const USER_REJECTED = 4001

export async function sendWatchAsset(
  connector: WalletConnector,
  token: WatchableToken,
): Promise<AddTokenOutcome> {
  try {
    const request = await providerRequest(connector)
    if (!request) return 'failed'
    // EIP-747: true once added; some wallets answer false when the user declines.
    const added = await request({ method: 'wallet_watchAsset', params: watchAssetRequest(token) })
    return added ? 'added' : 'declined'
  } catch (error) {
    if (providerErrorCode(error) === USER_REJECTED) return 'declined'
    console.error('wallet_watchAsset', error)
    return 'failed'
  }
}
