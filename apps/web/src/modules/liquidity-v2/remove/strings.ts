// User-visible text of the v2 remove screen (spec 02 §2 Remove v2 liquidity; §4 Remove v2; §5
// Removal; §8 the removal errors), as Lingui descriptors. Texts quoted in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const REMOVE_V2_STRINGS = {
  title: msg`Remove Liquidity`,
  back: msg`Back to V2 Liquidity`,
  pairTitle: msg({ message: '{symbolA} / {symbolB}' }),
  // The confirm dialog's LP line (the add confirm's '{symbolA}/{symbolB} Pool Tokens')
  poolTokensBurned: msg({ message: '{symbolA}/{symbolB} Pool Tokens burned' }),
  loading: msg`Loading pool…`,
  invalidPair: msg`Invalid pair.`,
  noPool: msg`No pool found.`,
  transferFee: msg({
    message:
      '{symbol} takes a fee on every transfer: you will receive less {symbol} than shown here.',
  }),
  noLiquidity: msg`You have no liquidity in this pool.`,
  tip: msg`Removing pool tokens converts your position back into underlying tokens at the current rate, proportional to your share of the pool. Accrued fees are included in the amounts you receive.`,
  mode: msg`Input mode`,
  simple: msg`Simple`,
  detailed: msg`Detailed`,
  amount: msg`Amount`,
  percentValue: msg({ message: '{percent}%' }),
  youReceive: msg`You will receive`,
  lpBalance: msg`Your pool tokens:`,
  output: msg`Output`,
  receiveWrapped: msg({ message: 'Receive {symbol}' }),
  price: msg`Price`,
  pricePer: msg({ message: '1 {base} = {price} {quote}' }),
  // spec 02 §5 Removal: the button texts.
  connectWallet: msg`Connect Wallet`,
  enterAmount: msg`Enter an amount`,
  enterPercent: msg`Enter a percent`,
  approve: msg`Approve`,
  approving: msg`Approving`,
  approved: msg`Approved`,
  remove: msg`Remove`,
  // Confirmation (spec 02 §4 Remove v2: confirm dialog, pending, submitted).
  willReceive: msg`You will receive`,
  outputEstimated: msg({
    message:
      'Output is estimated. If the price changes by more than {slippage}% your transaction will revert.',
  }),
  confirm: msg`Confirm`,
  removingPending: msg({ message: 'Removing {amountA} {symbolA} and {amountB} {symbolB}' }),
  // spec 02 §8 (verbatim).
  wouldFail: msg`This transaction would fail. Please contact support.`,
  noApproval: msg`Attempting to confirm without approval or a signature. Please contact support.`,
} as const
