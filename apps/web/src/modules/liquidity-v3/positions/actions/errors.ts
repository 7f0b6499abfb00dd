/** A read the positions list cannot do without failed (node down, wrong contract…). */
export class ReadPositionsError extends Error {
  override name = 'ReadPositionsError'
  constructor(
    readonly read: string,
    cause?: unknown,
  ) {
    super(`Could not read the positions (${read})`, { cause })
  }
}
