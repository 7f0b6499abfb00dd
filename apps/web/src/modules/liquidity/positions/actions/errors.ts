import { AppError } from '../../../../lib/errors'
/** A read the positions list cannot do without failed (node down, wrong contract…). */
export class ReadPositionsError extends AppError<'readPositions'> {
  override name = 'ReadPositionsError'
  constructor(
    readonly read: string,
    cause?: unknown,
  ) {
    super({ code: 'readPositions', message: `Could not read the positions (${read})`, cause })
  }
}
