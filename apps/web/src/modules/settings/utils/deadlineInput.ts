// spec 01 §5 "Deadline input": minutes, valid from 1 to 4320 (60 to 259200 seconds); an empty
// box resets to the default (spec 01 §9: 1800 s, shown in minutes).
import { DEADLINE_RANGE_SECONDS } from '../../user'

export type DeadlineInputResult =
  | { kind: 'default' }
  | { kind: 'valid'; seconds: number }
  | { kind: 'invalid' }

/** Whole minutes only: digits are accepted while typing, anything else is refused. */
export function acceptDeadlineText(text: string): string | null {
  return /^\d*$/.test(text) ? text : null
}

export function parseDeadlineInput(text: string): DeadlineInputResult {
  const t = text.trim()
  if (t === '') return { kind: 'default' }
  if (!/^\d+$/.test(t)) return { kind: 'invalid' }
  const seconds = Number(t) * 60
  if (seconds < DEADLINE_RANGE_SECONDS.min || seconds > DEADLINE_RANGE_SECONDS.max)
    return { kind: 'invalid' }
  return { kind: 'valid', seconds }
}

/** The stored deadline in the box: whole minutes (deadlines set here are whole minutes). */
export function deadlineToMinutesText(seconds: number): string {
  return String(Math.floor(seconds / 60))
}
