// /add/v2/{A?}/{B?} and /create (spec 02 §2 v2 add screen).
export { AddLiquidityV2 } from './containers/AddLiquidityV2Screen'
