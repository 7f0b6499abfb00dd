// The fee tiers a chain's v3 factory has enabled (issue 34 #8): spec 02 §9 names 0.01 % "mainnet
// only", because mainnet's factory was the one that enabled it (enableFeeAmount(100, 1)); the
// devnet's and other chains' factories may enable it too, and the router then routes through
// those pools. So the tiers offered are the factory's, read from its fee table.
import type { Address, Client } from 'viem'
import { v3FactoryAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { FEE_TIERS, type FeeTier } from '../../../liquidity'

export interface ReadEnabledFeeTiersParameters {
  factory: Address
  multicallAddress?: Address | undefined
}

/**
 * The tiers of spec 02 §9 whose tick spacing the factory knows (feeAmountTickSpacing ≠ 0),
 * lowest first. Rejects when no read succeeded, so the caller keeps its fallback.
 */
export async function readEnabledFeeTiers(
  client: Client,
  { factory, multicallAddress }: ReadEnabledFeeTiersParameters,
): Promise<FeeTier[]> {
  const results = await multicallReads(client, {
    multicallAddress,
    calls: FEE_TIERS.map(
      (fee) =>
        ({
          address: factory,
          abi: v3FactoryAbi,
          functionName: 'feeAmountTickSpacing',
          args: [fee],
        }) as const,
    ),
  })
  if (results.every((r) => r.status === 'failure')) throw new Error('fee table unreadable')
  return FEE_TIERS.filter((_, i) => {
    const r = results[i]
    return r?.status === 'success' && r.result !== 0
  })
}
