// /migrate/v2 and /migrate/v2/{address} (issue 14; spec 02 §2 Migration list, §4 Migrate, §5
// Migration, §7 Migrator, §9): the account's v2 and fork positions, and one pair's migration
// into v3 with the v3 add screen's range picker and an exact preview (the v2 burn, the v3 mint
// and the refund to the wei, from one block, eth_call-checked).
export { MigrateV2List } from './containers/MigrateV2List'
export { MigrateV2Pair } from './containers/MigrateV2Pair'
export { MIGRATE_STRINGS } from './strings'
