// spec 02 §2 Find pool: 'Pool Found!', 'You don't have liquidity in this pool yet.' (with an add
// link), 'No pool found.' (with a create link), 'Invalid pair.' or 'Loading' — from the pair's
// lookup (spec 02 §4 v2 pool status). A pair that exists without reserves is as good as none
// (the reference's "valid pair, no liquidity": create it).
import type { V2PairLookup } from '../../../liquidity'

export type FindOutcome = 'select' | 'loading' | 'invalid' | 'none' | 'noLiquidity' | 'found'

export function findOutcome(bothChosen: boolean, lookup: V2PairLookup): FindOutcome {
  if (!bothChosen) return 'select'
  switch (lookup.status) {
    case 'LOADING':
      return 'loading'
    case 'INVALID':
      return 'invalid'
    case 'NOT_EXISTS':
      return 'none'
    case 'EXISTS': {
      const { pair } = lookup
      if (pair.reserve0 === 0n || pair.reserve1 === 0n) return 'none'
      return pair.balance > 0n ? 'found' : 'noLiquidity'
    }
  }
}

/** spec 02 §2: the origin query (where the user came from) defaults to /pool/v2; only an in-app path is followed. */
export function originRoute(origin: string | null): string {
  return origin && /^\/(?!\/)[\w\-/]*$/.test(origin) ? origin : '/pool/v2'
}
