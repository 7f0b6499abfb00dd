// Add v4 liquidity (issue 32): /add/v4/{currencyIdA?}/{currencyIdB?}.
export { AddLiquidityV4 } from './containers/AddLiquidityV4'
