import type { ChainInfo } from '../../../chain/chains'

/** A chain's logo beside its name (decorative: the name says it). */
export function ChainLogo({ chain }: { chain: ChainInfo }) {
  return (
    <img
      className="network-selector__logo"
      src={chain.logoUrl}
      alt=""
      width={20}
      height={20}
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden'
      }}
    />
  )
}
