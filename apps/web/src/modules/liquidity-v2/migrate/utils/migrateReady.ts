// When Migrate may be pressed (spec 02 §4 Migrate, §5 Migration; issue 14's exact preview): the
// preview's figures are there, are the current range's, tier's and price's (the query keeps the
// last figures on screen while new ones are read; those must not be sent with the new range), the
// range is valid, and the simulation of the very call went through. Issue 18: for a wallet that
// batches atomically the allowance comes inside the batch, so the call cannot be simulated before
// ('unapproved'); the wallet simulates the batch as a whole.
export interface MigrateReadyFacts {
  hasPreview: boolean
  /** The figures shown are a previous input's, kept while the current ones are read. */
  stale: boolean
  invalidRange: boolean
  simulation: 'ok' | 'reverted' | 'unapproved' | undefined
  /** The LP approval goes in one batch with the migration (useApproval's batchApproval). */
  batched: boolean
}

export function canMigrate(f: MigrateReadyFacts): boolean {
  if (!f.hasPreview || f.stale || f.invalidRange) return false
  return f.simulation === 'ok' || (f.batched && f.simulation === 'unapproved')
}
