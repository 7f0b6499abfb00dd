// The protocol contracts of a chain by address (issue 35 rules): a simulated approval names its
// spender from here ('Universal Router', 'Permit2', …), and a spender that is none of these is
// called out. Names are the contracts' own product names, as the explorers show them (not
// translated, like token symbols).
import type { Address } from 'viem'
import type { ChainInfo } from './chains'
import { uniProtocolOf } from './uniProtocol'

export type KnownContracts = ReadonlyMap<string, string>

export function knownContracts(chain: ChainInfo): KnownContracts {
  const named: [Address | undefined, string][] = []
  const c = chain.contracts
  if (c) {
    named.push(
      [c.swapRouter02, 'SwapRouter02'],
      [c.v3SwapRouter, 'Uniswap V3 SwapRouter'],
      [c.v2Router02, 'Uniswap V2 Router02'],
      [c.positionManager, 'Uniswap V3 Positions NFT'],
      [c.v3Migrator, 'Uniswap V3 Migrator'],
      [c.v4?.universalRouter, 'Universal Router'],
      [c.v4?.permit2, 'Permit2'],
      [c.v4?.positionManager, 'Uniswap v4 Positions NFT'],
      [c.v4?.poolManager, 'Uniswap v4 PoolManager'],
    )
  }
  named.push([chain.v2Liquidity?.router, 'Uniswap V2 Router02'])
  const uni = uniProtocolOf(chain)
  for (const s of uni?.stakingRewards ?? []) named.push([s.address, 'StakingRewards'])
  if (uni?.airdrop) named.push([uni.airdrop.distributor, 'MerkleDistributor'])
  if (uni?.governance) named.push([uni.governance.timelock, 'Timelock'])
  const map = new Map<string, string>()
  for (const [address, name] of named) if (address) map.set(address.toLowerCase(), name)
  return map
}

export function contractName(known: KnownContracts, address: Address): string | undefined {
  return known.get(address.toLowerCase())
}
