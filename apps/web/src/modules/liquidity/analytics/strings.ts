// Texts of the position analytics (issue 13 "Beyond the reference"): not in the spec, written
// for a liquidity provider who wants to know how the position did.
import { msg } from '@lingui/core/macro'

export const ANALYTICS_STRINGS = {
  title: msg`Performance`,
  intro: msg`From this position's history on the chain, valued at the current pool price in {symbol}.`,
  deposited: msg`Deposited`,
  withdrawn: msg`Withdrawn`,
  feesEarned: msg`Fees earned`,
  feesEarnedHelp: msg`Fees collected so far plus fees not yet collected.`,
  valueNow: msg`Value now`,
  valueNowHelp: msg`The liquidity and the fees not yet collected, at the current pool price.`,
  hodlValue: msg`If held instead`,
  hodlValueHelp: msg`What the tokens deposited (less those withdrawn) would be worth now, held in a wallet.`,
  vsHodl: msg`Vs holding`,
  vsHodlHelp: msg`Value of the liquidity minus the value of holding, fees left out (impermanent loss when negative).`,
  withFees: msg`Vs holding, with fees`,
  feeApr: msg`Fee APR`,
  feeAprHelp: msg`Fees earned over the value deposited, per year of the position's age (simple, not compounded). Shown from the position's first day.`,
  age: msg`{days, plural, one {# day} other {# days}}`,
  ageLessThanDay: msg`Less than a day`,
  ageLabel: msg`Age`,
  notAvailable: msg`—`,
  loading: msg`Reading the position's history…`,
  error: msg`The position's history could not be read from this network.`,
  retry: msg`Try again`,
  atBlock: msg`As of block {block}`,
  summaryFees: msg`Fees {amount} {symbol}`,
  summaryApr: msg`APR {apr}`,
  summaryVsHodl: msg`vs holding {percent}`,
}
