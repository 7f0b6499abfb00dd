// Diagnosis for the Lighthouse score (issue 29): the page's long main-thread tasks in a
// Lighthouse run's own trace, each with the app's functions that ran in it (inclusive, through
// the build's source maps). Lighthouse's report names only the script a long task started in
// (nearly always the entry, where React's scheduler lives); this names the hook or part.
import { assetSources } from './assetSources.ts'
import type { TraceEvent } from './traceEvent.ts'

interface CallFrame {
  url?: string
  functionName: string
  lineNumber: number
  columnNumber: number
}
interface CpuNode {
  id: number
  parent?: number
  callFrame?: CallFrame
}

/** The trace category that adds JS samples to Lighthouse's trace. */
export const JS_SAMPLES_CATEGORY = 'disabled-by-default-v8.cpu_profiler'

/**
 * One line per top-level task of the page's main thread of at least `minMs` (observed, not
 * slowed), from navigation start: its length and its heaviest app functions (samples inside it).
 */
export function longTaskFunctions(
  traceEvents: readonly TraceEvent[],
  assetsDir: string,
  { minMs = 25, top = 6 }: { minMs?: number; top?: number } = {},
): string[] {
  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      String(e.args.data.documentLoaderURL ?? '').startsWith('http'),
  )
  if (!nav) return ['(no navigation in the trace)']
  const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid
  const nodes = new Map<number, CpuNode>()
  const samples: [number, number][] = []
  // The main thread's profile only: the page's other threads (its service worker, installing
  // after the start) have profiles of their own, whose chunks interleave with the main one's.
  const mainProfile = traceEvents.find((e) => e.name === 'Profile' && onMain(e))?.id
  let clock = 0
  for (const e of traceEvents) {
    if (e.pid !== nav.pid || e.id !== mainProfile) continue
    const data = e.args?.data as
      | {
          startTime?: number
          cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }
          timeDeltas?: number[]
        }
      | undefined
    if (e.name === 'Profile') clock = data?.startTime ?? clock
    if (e.name !== 'ProfileChunk') continue
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    data?.cpuProfile?.samples?.forEach((id, i) => {
      clock += data.timeDeltas?.[i] ?? 0
      samples.push([clock, id])
    })
  }
  const positionOf = assetSources(assetsDir)
  // The app's own frames only: the question is which hook or part a task ran.
  const sourceOf = (frame: CallFrame | undefined): string | null => {
    if (!frame) return null
    const pos = positionOf(frame.url, frame.lineNumber, frame.columnNumber)
    if (!pos || !(pos.source.startsWith('apps/') || pos.source.startsWith('packages/'))) return null
    return `${pos.source} ${pos.name ?? frame.functionName}:${pos.line}`
  }
  const tasks = traceEvents
    .filter(
      (e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= minMs * 1000,
    )
    .sort((a, b) => a.ts - b.ts)
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inclusive = new Map<string, number>()
    let count = 0
    for (const [at, id] of samples) {
      if (at < task.ts || at > end) continue
      count++
      const seen = new Set<string>()
      for (
        let node = nodes.get(id);
        node;
        node = node.parent ? nodes.get(node.parent) : undefined
      ) {
        const key = sourceOf(node.callFrame)
        if (key && !seen.has(key)) seen.add(key)
      }
      for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + 1)
    }
    const heaviest = [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, n]) => `\n      ${Math.round((100 * n) / Math.max(count, 1))}%  ${key}`)
    const at = ((task.ts - nav.ts) / 1000).toFixed(0)
    return `    at ${at} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms:${heaviest.join('')}`
  })
}
