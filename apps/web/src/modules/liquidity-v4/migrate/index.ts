// Migrate v3 → v4 (issue 32): /migrate/v3/{tokenId}.
export { MigrateV3ToV4 } from './containers/MigrateV3ToV4'
