// A Chrome trace event, as the benches that read traces use it (picker.ts, liquidity-chart.ts,
// traceTasks.ts): complete events ('X') with wall and thread durations in µs.
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  /** Ties a CPU profile's chunks (ProfileChunk) to its Profile event. */
  id?: string
  args?: { data?: Record<string, unknown> }
}
