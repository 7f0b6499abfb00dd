// Issue 32 "Change range in one transaction": the dialog's texts, v3's and v4's alike, as Lingui
// descriptors (translated at render).
import { msg } from '@lingui/core/macro'

export const CHANGE_RANGE_MESSAGES = {
  changeRange: msg`Change range`,
  intro: msg`One transaction takes all the liquidity and its fees out of this position and puts them into a new position in the range you choose.`,
  newRange: msg`New range`,
  removed: msg`Liquidity removed`,
  feesCollected: msg`Fees collected`,
  newPosition: msg`New position`,
  refunds: msg`Back to your wallet`,
  liquidityUnits: msg({ message: 'Liquidity: {liquidity}' }),
  burnOld: msg`Burn the emptied position NFT`,
  sameRange: msg`Choose a range other than the current one.`,
  noLiquidity: msg`The amounts removed buy no liquidity in this range.`,
  simulating: msg`Simulating the transaction…`,
  simulated: msg`Simulated: the chain moves exactly these amounts.`,
  simulatedSucceeds: msg`Simulated: the transaction succeeds.`,
  simulationDiffers: msg`The simulation differs from the preview. Wait for fresh prices and try again.`,
  wouldFail: msg({ message: 'This transaction would fail: {reason}' }),
  pending: msg({ message: 'Changing the range of position #{id}' }),
}
