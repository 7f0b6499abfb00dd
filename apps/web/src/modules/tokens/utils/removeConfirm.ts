/** spec 01 §4/§5: list removal requires typing REMOVE exactly (no trimming, case-sensitive). */
export const REMOVE_CONFIRMATION = 'REMOVE'

export function isRemoveConfirmed(typed: string): boolean {
  return typed === REMOVE_CONFIRMATION
}
