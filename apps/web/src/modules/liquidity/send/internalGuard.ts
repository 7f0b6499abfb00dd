// spec 02 §8 "Other internal: missing dependencies, missing liquidity amount, missing currency
// amounts, missing tokens, could not wrap": a liquidity write's own guards. The reference throws
// them and its caller logs them; here too a guard stops the write and is logged (issue 34: they
// returned silently). Nothing is shown: the buttons are off whenever a guard would stop, so only a
// bug gets here, and the console says which.
import { AppError } from '../../../lib/errors'

/** The spec's guard texts, verbatim; the code is the text. */
export type InternalGuard =
  | 'missing dependencies'
  | 'missing liquidity amount'
  | 'missing currency amounts'
  | 'missing tokens'

export class InternalGuardError extends AppError<InternalGuard> {
  override name = 'InternalGuardError'
  constructor(guard: InternalGuard) {
    super({ code: guard, message: guard })
  }
}

/** Logs the guard that stopped a write (spec 02 §8). */
export function logInternalGuard(guard: InternalGuard): void {
  console.error(new InternalGuardError(guard))
}
