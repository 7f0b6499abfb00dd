// Test and bench helpers (not the engine): seeded PRNG, synthetic pools and graphs, devnet glue.
// Exported as @tidepool/routing/testing for the benches in bench/.
export {
  type DevnetContracts,
  loadSnapshot,
  multicall3,
} from './devnet.ts'
export { randomGraph, tokenAddress } from './graphs.ts'
export { createRng, type Rng } from './prng.ts'
export { randomV3Pool } from './v3Pools.ts'
