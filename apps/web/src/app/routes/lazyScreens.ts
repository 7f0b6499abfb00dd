// Heavy areas load on demand so /swap stays light (issue 5 bundle budget); a spinner shows while
// a chunk loads (spec 01 §2 "While an on-demand area loads, a spinner is shown"), and a chunk that
// fails to load shows a retry in the screen's place (lazyNamed's LoadBoundary, issue 29).
import { lazyNamed as named } from '../../ui'

const liquidity = () => import('../screens/liquidity')
const mining = () => import('../screens/mining')

export const VoteArea = named(() => import('../screens/VoteArea'), 'default')

export const PoolsOverview = named(liquidity, 'PoolsOverview')
export const PositionPage = named(liquidity, 'PositionPage')
export const PoolV2 = named(liquidity, 'PoolV2')
export const PoolFinder = named(liquidity, 'PoolFinder')
export const AddLiquidityV3 = named(liquidity, 'AddLiquidityV3')
export const IncreaseLiquidity = named(liquidity, 'IncreaseLiquidity')
export const AddLiquidityV2 = named(liquidity, 'AddLiquidityV2')
export const RemoveLiquidityV3 = named(liquidity, 'RemoveLiquidityV3')
export const RemoveLiquidityV2 = named(liquidity, 'RemoveLiquidityV2')
export const MigrateV2List = named(liquidity, 'MigrateV2List')
export const MigrateV2Pair = named(liquidity, 'MigrateV2Pair')
// Issue 32: the v4 screens (position page, add), a chunk of their own.
const liquidityV4 = () => import('../screens/liquidityV4')
export const V4PositionPage = named(liquidityV4, 'V4PositionPage')
export const AddLiquidityV4 = named(liquidityV4, 'AddLiquidityV4')
// Issue 32 "Migrate v3 → v4": with the v4 screens (a chunk of its own added 0.3 KB gzip of
// preload list to the entry).
export const MigrateV3ToV4 = named(liquidityV4, 'MigrateV3ToV4')

// The design system's review page (issue 11 §2): its own chunk, reached only by typing #/dev/ui.
export const UiReviewPage = named(() => import('../dev/UiReviewPage'), 'UiReviewPage')

export const Earn = named(mining, 'Earn')
export const ManageStake = named(mining, 'ManageStake')
