// The v2 position card (spec 02 §2 v2 list, v2 add "your position"): exact pooled amounts, share.
export { V2PositionCard, type V2PositionCardProps } from './components/V2PositionCard'
export { type PairSide, pairSide } from './utils/pairCurrencies'
export { formatPoolShare } from './utils/poolShare'
export { positionAmounts, type V2PositionAmounts } from './utils/positionAmounts'
