// /pool/v2 (spec 02 §2 v2 list).
export { V2PoolList } from './containers/V2PoolList'
