// Issue 33: the OP Stack's GasPriceOracle predeploy, the part the app reads (getL1Fee).

/** OP Stack predeploy 0x42…0F (specs/protocol/predeploys.md "GasPriceOracle"). */
export const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F'

export const gasPriceOracleAbi = [
  {
    type: 'function',
    name: 'getL1Fee',
    stateMutability: 'view',
    inputs: [{ name: '_data', type: 'bytes' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
