import { useLingui } from '@lingui/react'
import type { HookPermission } from '@tidepool/routing'
import { HOOK_PERMISSION_STRINGS } from '../../../chain/hookStrings'
import { shortenAddress } from '../../../lib/format'
import { ExternalLink } from '../../../ui/ExternalLink'
import { HOOK_STRINGS as S } from '../hookStrings'

export interface HookView {
  address: string
  explorerUrl: string
  /** The pool's pair as the route names it ('LUM/USDC'). */
  pair: string
  /** Decoded from the address's low bits, in Hooks.sol's order. */
  permissions: HookPermission[]
  /** What the hook took from this trade, formatted ('0.0123 USDC'), when it takes anything. */
  fee?: string
  /** On the chain's list of reviewed hooks. */
  reviewed: boolean
}

/**
 * Issue 31: a hooked v4 pool on the route, before the swap is confirmed: the hook's address
 * (explorer link), what its permission bits let it do, its fee on this trade, and a caution when
 * it is not on the chain's reviewed list.
 */
export function HookNotice({ hook }: { hook: HookView }) {
  const { _ } = useLingui()
  return (
    <section className="swap-hook" data-testid="swap-hook" aria-label={_(S.title)}>
      <h3 className="swap-hook__title">{_(S.title)}</h3>
      <p className="swap-hook__intro">
        {_({ ...S.intro, values: { pair: hook.pair } })}{' '}
        <ExternalLink
          href={hook.explorerUrl}
          className="swap-hook__address"
          testId="swap-hook-address"
        >
          <span title={hook.address}>{shortenAddress(hook.address)}</span>
        </ExternalLink>
      </p>
      {hook.fee !== undefined && (
        <p className="swap-hook__fee" data-testid="swap-hook-fee">
          <strong>{_({ ...S.fee, values: { amount: hook.fee } })}</strong> {_(S.feeIncluded)}
        </p>
      )}
      <h4 className="swap-hook__subtitle">{_(S.mayTitle)}</h4>
      <ul className="swap-hook__permissions" data-testid="swap-hook-permissions">
        {hook.permissions.map((p) => (
          <li key={p}>{_(HOOK_PERMISSION_STRINGS[p])}</li>
        ))}
      </ul>
      <p
        className={hook.reviewed ? 'swap-hook__reviewed' : 'swap-hook__caution'}
        data-testid="swap-hook-caution"
        role={hook.reviewed ? undefined : 'note'}
      >
        {_(hook.reviewed ? S.reviewed : S.caution)}
      </p>
    </section>
  )
}
