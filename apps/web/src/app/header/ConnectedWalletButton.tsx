// The wallet button of a connected account, with its pending transactions (spec 01 §2 Header).
// Loaded once an account is connected (HeaderContainer): the transactions store, its persisted
// record and their checks are not needed to paint a visitor's page (issue 29 "Headroom").
import type { Address } from 'viem'
import { usePendingCount } from '../../modules/transactions'
import { WalletButton } from '../../modules/wallet'

export function ConnectedWalletButton({
  chainId,
  address,
}: {
  chainId?: number
  address: Address
}) {
  return <WalletButton pendingCount={usePendingCount(chainId, address)} />
}
