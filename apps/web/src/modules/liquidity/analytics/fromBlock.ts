// Where a position's history can start: the block that deployed the chain's position manager.
// Logs before it cannot exist, and a narrower range is cheaper for public nodes. Chains not
// listed (the rollups, the local replica) search from block 0.
// TODO(issue 17, production): add the rollups' deployment blocks once checked on their explorers.
const POSITION_MANAGER_DEPLOY_BLOCK: Readonly<Record<number, bigint>> = {
  1: 12_369_651n, // mainnet NonfungiblePositionManager 0xC364…FE88
}

export function historyFromBlock(chainId: number): bigint {
  return POSITION_MANAGER_DEPLOY_BLOCK[chainId] ?? 0n
}
