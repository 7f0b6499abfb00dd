import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { AccountAvatar } from '../components/AccountAvatar'
import { useEnsIdentity } from '../hooks/useEnsIdentity'

/**
 * The header button's account chip content (spec 01 §2 Shell; §7 items 6 and 10): the avatar (or
 * the generated icon) and the primary ENS name, else the shortened address. Loaded after the
 * first paint (WalletButton): until then the address shows alone.
 */
export function AccountIdentity(p: {
  address: Address
  chain: ChainInfo | undefined
  shortAddress: string
}) {
  const identity = useEnsIdentity(p.address, p.chain)
  return (
    <>
      <AccountAvatar address={p.address} urls={identity?.avatarUrls ?? []} size={20} />
      <span
        className={`wallet-button__name${identity ? ' wallet-button__name--ens' : ''}`}
        data-testid="wallet-name"
        title={identity?.name}
      >
        {identity?.name ?? p.shortAddress}
      </span>
    </>
  )
}
