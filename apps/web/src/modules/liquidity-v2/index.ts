// Classic pools (v2) and migration to v3 (issue 14; spec 02 §2 v2 add screen, v2 list, Find pool,
// Remove v2 liquidity, Migration; §3 V2 pair; §4 v2 pool status, Remove v2, Migrate; §5; §7; §9).
// Which chains have v2 and the fork exchange is chain-table data (ChainInfo.v2Liquidity): absent
// on Layer 2, where every v2 screen says so (spec 02 §6).
//   pair/: on the liquidity core (modules/liquidity, which reads the pairs and the account's v2
//   positions): a screen's pair lookups, the v2-sdk Pair for the math, the saved pairs (find page)
//   and the candidate pairs the lists check (tracked pairs).
//   common/: V2LiquidityGate (the Layer-2 message instead of a v2 screen).

// add/ (wt-v2add): /add/v2/{A?}/{B?} and /create; position/: the v2 position card; list/: /pool/v2.
export { AddLiquidityV2 } from './add'
// find/: /pool/v2/find (spec 02 §2 Find pool). remove/: /remove/v2/{A}/{B} (spec 02 §2 Remove v2).
export { PoolFinder } from './find'
export { V2PoolList } from './list'
// migrate/ (issue 14, wt-migrate): /migrate/v2 and /migrate/v2/{address}.
export { MigrateV2List, MigrateV2Pair } from './migrate'
export { RemoveLiquidityV2 } from './remove'
