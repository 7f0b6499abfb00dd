// Issue 35 rule (Rabby's spirit): a swap whose output goes to a contract — a token's own address,
// a pool — is almost always a mistake, and tokens sent there are usually lost. Read once per
// recipient (the account-kind query: its code), said in the confirm dialog before Confirm.
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useAccountKind } from '../../../chain/useAccountKind'
import { useChainTokens } from '../../tokens'
import { SWAP_RULE_STRINGS as S } from '../actions/strings'

export function useRecipientWarning(
  chain: ChainInfo,
  account: Address | undefined,
  recipient: Address | undefined,
): string | undefined {
  const { _ } = useLingui()
  const other =
    recipient && account && recipient.toLowerCase() !== account.toLowerCase()
      ? recipient
      : undefined
  const kind = useAccountKind(chain.id, other)
  const { active, inactive } = useChainTokens(chain.id)
  if (!other || kind !== 'contract') return undefined
  const token = [...active, ...inactive].find(
    (t) => t.address.toLowerCase() === other.toLowerCase(),
  )
  return token
    ? _({ ...S.recipientToken, values: { symbol: token.symbol } })
    : _({ ...S.recipientContract, values: { address: other } })
}
