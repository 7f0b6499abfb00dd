// One valid info per transaction type (spec 01 §3, spec 02 §3), for the parser's and the
// summaries' tests.
import type { TransactionInfo, TransactionType } from '../types'
import { ALICE, BOB, ROUTER, TOKEN } from './fixtures'

const USDC = TOKEN
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const POSITION_MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'

export const INFO_BY_TYPE: { [T in TransactionType]: Extract<TransactionInfo, { type: T }> } = {
  swap: {
    type: 'swap',
    tradeType: 'EXACT_INPUT',
    inputCurrencyId: 'ETH',
    outputCurrencyId: USDC,
    inputCurrencyAmountRaw: '1000000000000000000',
    outputCurrencyAmountRaw: '3000000000',
    minimumOutputCurrencyAmountRaw: '2985000000',
  },
  approval: { type: 'approval', tokenAddress: USDC, spender: POSITION_MANAGER },
  wrap: { type: 'wrap', unwrapped: false, currencyAmountRaw: '1000000000000000000', chainId: 1 },
  claim: { type: 'claim', recipient: ALICE, uniAmountRaw: '400000000000000000000' },
  vote: { type: 'vote', governorAddress: BOB, proposalId: 3, decision: 'against', reason: 'no' },
  delegate: { type: 'delegate', delegatee: BOB },
  addLiquidityV3: {
    type: 'addLiquidityV3',
    createPool: false,
    baseCurrencyId: 'ETH',
    quoteCurrencyId: USDC,
    feeAmount: 3000,
    expectedAmountBaseRaw: '1000000000000000000',
    expectedAmountQuoteRaw: '1234567890',
    tokenId: '42',
  },
  addLiquidityV2: {
    type: 'addLiquidityV2',
    baseCurrencyId: USDC,
    quoteCurrencyId: WETH,
    expectedAmountBaseRaw: '3000000000',
    expectedAmountQuoteRaw: '1000000000000000000',
  },
  createV3Pool: {
    type: 'createV3Pool',
    baseCurrencyId: USDC,
    quoteCurrencyId: WETH,
    feeAmount: 500,
  },
  migrateLiquidityV3: {
    type: 'migrateLiquidityV3',
    baseCurrencyId: USDC,
    quoteCurrencyId: WETH,
    feeAmount: 3000,
    isFork: true,
  },
  collectFees: {
    type: 'collectFees',
    tokenId: '42',
    currencyId0: USDC,
    currencyId1: WETH,
    expectedCurrencyOwed0Raw: '1500000',
    expectedCurrencyOwed1Raw: '500000000000000',
  },
  removeLiquidityV3: {
    type: 'removeLiquidityV3',
    tokenId: '42',
    baseCurrencyId: USDC,
    quoteCurrencyId: 'ETH',
    expectedAmountBaseRaw: '3000000000',
    expectedAmountQuoteRaw: '1000000000000000000',
  },
  burnPosition: { type: 'burnPosition', tokenId: '7' },
  changeRange: { type: 'changeRange', tokenId: '7', baseCurrencyId: 'ETH', quoteCurrencyId: USDC },
  migrateLiquidityV4: {
    type: 'migrateLiquidityV4',
    tokenId: '9',
    baseCurrencyId: 'ETH',
    quoteCurrencyId: USDC,
  },
  increaseLiquidityV4: {
    type: 'increaseLiquidityV4',
    tokenId: '7',
    baseCurrencyId: 'ETH',
    quoteCurrencyId: USDC,
    expectedAmountBaseRaw: '1000000000000000000',
    expectedAmountQuoteRaw: '3000000000',
  },
  addLiquidityV4: {
    type: 'addLiquidityV4',
    createPool: true,
    baseCurrencyId: 'ETH',
    quoteCurrencyId: USDC,
    expectedAmountBaseRaw: '1000000000000000000',
    expectedAmountQuoteRaw: '3000000000',
  },
  removeLiquidityV2: {
    type: 'removeLiquidityV2',
    baseCurrencyId: USDC,
    quoteCurrencyId: 'ETH',
    expectedAmountBaseRaw: '3000000000',
    expectedAmountQuoteRaw: '1000000000000000000',
  },
  depositLiquidityStaking: {
    type: 'depositLiquidityStaking',
    token0Address: USDC,
    token1Address: WETH,
    amountRaw: '2500000000000000000',
    stakingAddress: ROUTER,
  },
  withdrawLiquidityStaking: {
    type: 'withdrawLiquidityStaking',
    token0Address: USDC,
    token1Address: WETH,
    stakingAddress: ROUTER,
  },
  submitProposal: { type: 'submitProposal', governorAddress: BOB },
  queue: { type: 'queue', governorAddress: BOB, proposalId: 4 },
  execute: { type: 'execute', governorAddress: BOB, proposalId: 4 },
  cancel: { type: 'cancel', governorAddress: BOB, proposalId: 5 },
}

export const TEST_WETH = WETH
