// spec 01 §7 item 6: the fast-gas oracle (a Chainlink aggregator) read by latestAnswer.

/** The part of a Chainlink aggregator the app reads: latestAnswer (int256). */
export const fastGasAggregatorAbi = [
  {
    type: 'function',
    name: 'latestAnswer',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'int256' }],
  },
] as const
