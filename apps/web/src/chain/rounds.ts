// Reads in dependent rounds, run side by side in lockstep (issue 32, /pool: v3 and v4 positions in
// ≤ 4 HTTP requests). A read whose requests depend on the answers of its earlier ones is written
// as an async generator that `yield`s once each round's answers are in. `inLockstep` starts the
// next round of every read in the same microtask checkpoint, so the transport's 50 ms JSON-RPC
// batch (transports.ts) carries the same round of all of them in one HTTP request, whatever the
// answers' timing: two reads racing each other instead split a round into two requests whenever
// one of them finishes a step after the other's batch window has closed.
//
// A round must send its requests without waiting for a task in between (a timer, an `import()`:
// multicallReads sends at once once its read path has loaded, see `loadReadPath`).

/** A read in rounds: yields after each round's answers; returns the result. */
export type RoundsRead<T> = AsyncGenerator<void, T, void>

/** Runs `read` alone: its rounds one after the other. */
export async function runRounds<T>(read: RoundsRead<T>): Promise<T> {
  for (;;) {
    const step = await read.next()
    if (step.done) return step.value
  }
}

/** A read's outcome: its value, or what it threw (the other reads go on). */
export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown }

/** `read`, whose failure is its outcome instead of a rejection of the lockstep it runs in. */
export async function* settledRounds<T>(read: RoundsRead<T>): RoundsRead<Settled<T>> {
  try {
    return { status: 'fulfilled', value: yield* read }
  } catch (reason) {
    return { status: 'rejected', reason }
  }
}

type Results<R extends readonly RoundsRead<unknown>[]> = {
  [K in keyof R]: R[K] extends RoundsRead<infer T> ? T : never
}

/**
 * Runs the reads round by round: round k of every read that has one starts together, once round
 * k − 1 of all of them has been answered. Resolves to their results in order; rejects with the
 * first failure (wrap a read in `settledRounds` to let the others finish without it).
 */
export async function inLockstep<const R extends readonly RoundsRead<unknown>[]>(
  ...reads: R
): Promise<Results<R>> {
  const results: unknown[] = new Array(reads.length)
  let running = reads.map((read, index) => ({ read, index }))
  while (running.length > 0) {
    const steps = await Promise.all(running.map(({ read }) => read.next()))
    running = running.filter(({ index }, i) => {
      const step = steps[i]
      if (!step?.done) return true
      results[index] = step.value
      return false
    })
  }
  return results as Results<R>
}
