// Texts of the actions simulation (issue 16 "Beyond the reference — know what you vote for").
import { msg } from '@lingui/core/macro'

export const SIMULATE_STRINGS = {
  heading: msg`Simulation`,
  intro: msg`Each action executed as the timelock would, on block {block}.`,
  running: msg`Simulating the actions…`,
  failed: msg`The actions could not be simulated: {reason}`,
  again: msg`Simulate again`,
  action: msg`Action {n}`,
  succeeds: msg`Would succeed`,
  reverts: msg`Would revert`,
  revertReason: msg`Reason: {reason}`,
  noChanges: msg`No balance changes of known tokens.`,
  changesUnknown: msg`This network cannot report balance changes.`,
  otherTokens: msg`{count, plural, one {# transfer of a token not on your lists} other {# transfers of tokens not on your lists}}`,
  timelock: msg`Timelock`,
  modeTrace: msg`Each action was simulated on the block's state: later actions do not see the effects of earlier ones on this network.`,
  modeCall: msg`This network only reports whether each action would succeed, on the block's state, without the effects of earlier actions.`,
  flagged: msg`At least one action of this proposal would revert if executed now.`,
  allSucceed: msg`Every action would succeed if executed now.`,
  changesLabel: msg`Balance changes`,
} as const
