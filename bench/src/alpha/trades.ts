// The bench's trades (issue 17): single pools, multi-hop, large splits, exact output, native
// ETH. Amounts are whole units of the fixed side (input for exact input, output for exact output).
export interface TradeDef {
  label: string
  tokenIn: string
  tokenOut: string
  type: 'exactIn' | 'exactOut'
  amount: string
}

export const TRADES: readonly TradeDef[] = [
  { label: '1 WETH → USDC', tokenIn: 'WETH', tokenOut: 'USDC', type: 'exactIn', amount: '1' },
  {
    label: '25,000 USDC → DAI',
    tokenIn: 'USDC',
    tokenOut: 'DAI',
    type: 'exactIn',
    amount: '25000',
  },
  { label: '2 WBTC → USDC', tokenIn: 'WBTC', tokenOut: 'USDC', type: 'exactIn', amount: '2' },
  { label: '5,000 UNI → DAI', tokenIn: 'UNI', tokenOut: 'DAI', type: 'exactIn', amount: '5000' },
  { label: '1,000 WETH → DAI', tokenIn: 'WETH', tokenOut: 'DAI', type: 'exactIn', amount: '1000' },
  {
    label: '5,000,000 USDC → WETH',
    tokenIn: 'USDC',
    tokenOut: 'WETH',
    type: 'exactIn',
    amount: '5000000',
  },
  {
    label: 'USDT → exactly 10 WETH',
    tokenIn: 'USDT',
    tokenOut: 'WETH',
    type: 'exactOut',
    amount: '10',
  },
  {
    label: 'WETH → exactly 100,000 DAI',
    tokenIn: 'WETH',
    tokenOut: 'DAI',
    type: 'exactOut',
    amount: '100000',
  },
  { label: '10 ETH → USDC', tokenIn: 'ETH', tokenOut: 'USDC', type: 'exactIn', amount: '10' },
  { label: '20,000 DAI → ETH', tokenIn: 'DAI', tokenOut: 'ETH', type: 'exactIn', amount: '20000' },
  {
    label: 'USDC → exactly 5 ETH',
    tokenIn: 'USDC',
    tokenOut: 'ETH',
    type: 'exactOut',
    amount: '5',
  },
]
