// Diagnosis for the Lighthouse score (issue 5): where the main thread spends the start-up of
// /swap. Loads the built app (devnet and routing service running) in Debian's Chromium with the
// CPU slowed 4× as Lighthouse's mobile profile does, samples a CPU profile until the swap form is
// up plus 4 s, and sums self time by original source file through the build's source maps.
// `--tasks` also splits the samples into busy stretches (the long tasks Lighthouse's Total Blocking
// Time counts: ≥ 50 ms at 4×) and lists each one's heaviest functions; with `--inclusive`, each
// stretch also lists the app's own functions by inclusive time (a hook or component with what it
// calls), which names the screen part behind react-dom's time.
// Run: npm run bench:startup-profile -w bench [-- --skip-build] [-- --top 40] [-- --tasks [--inclusive]]
import path from 'node:path'
import { chromium } from 'playwright-core'
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, OUT_DIR, startAppStack } from './app-stack.ts'
import { assetSources } from './assetSources.ts'

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 40

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage()
  // Every script evaluated in the window costs parse, compile and module evaluation on the main
  // thread: how many the page asked for is the first thing to compare between two builds.
  const scripts = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url())
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(`${APP_URL}/#/swap`)
  await page.getByTestId('swap-input-amount').waitFor({ timeout: 60_000 })
  await page.waitForTimeout(4000)
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }

  const selfMs = new Map<number, number>()
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const positionOf = assetSources(path.join(OUT_DIR, 'assets'))
  const sourceOf = (node: ProfileNode, withFunction = false): string => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame
    const pos = positionOf(url, lineNumber, columnNumber)
    if (!pos) return url ? (url.split('/').pop() ?? url) : `(${functionName || 'native'})`
    return withFunction ? `${pos.source} ${pos.name ?? functionName ?? ''}:${pos.line}` : pos.source
  }
  const bySource = new Map<string, number>()
  let busy = 0
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0
    const key = sourceOf(node)
    if (key !== '((idle))') busy += ms
    bySource.set(key, (bySource.get(key) ?? 0) + ms)
  }
  console.log(`${scripts.size} script files requested from the page's start to 4 s after the form`)
  console.log(`main thread busy ${busy.toFixed(0)} ms (CPU 4× slowed), by source file:`)
  for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    if (k !== '((idle))') console.log(`${v.toFixed(0).padStart(7)} ms  ${k}`)
  if (args.includes('--tasks')) printBusyStretches(profile, sourceOf, args.includes('--inclusive'))
} finally {
  await browser.close()
  await stack.stop()
}

/**
 * Busy stretches: runs of samples that are not idle (gaps under 1 ms joined), the sampled view
 * of a long task. Prints those of 50 ms or more with their heaviest functions.
 */
function printBusyStretches(
  profile: Profile,
  sourceOf: (node: ProfileNode, withFunction: boolean) => string,
  inclusive: boolean,
): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const parentOf = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id)
  // The app's own frames on a sample's stack, each once (a recursive call counts once).
  const appFrames = (id: number): Set<string> => {
    const keys = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = nodes.get(at)
      const key = node ? sourceOf(node, true) : ''
      if (key.startsWith('apps/') || key.startsWith('packages/')) keys.add(key)
    }
    return keys
  }
  let at = 0
  let stretch: {
    start: number
    end: number
    self: Map<string, number>
    total: Map<string, number>
  } | null = null
  let idleSince = 0
  const flush = (): void => {
    if (stretch && stretch.end - stretch.start >= 50) {
      const top = [...stretch.self].sort((a, b) => b[1] - a[1]).slice(0, 14)
      console.log(
        `\nbusy from ${stretch.start.toFixed(0)} ms for ${(stretch.end - stretch.start).toFixed(0)} ms:`,
      )
      for (const [k, v] of top) console.log(`${v.toFixed(1).padStart(7)} ms  ${k}`)
      if (inclusive) {
        console.log("  the app's functions, inclusive:")
        const byTotal = [...stretch.total].sort((a, b) => b[1] - a[1]).slice(0, 14)
        for (const [k, v] of byTotal) console.log(`${v.toFixed(1).padStart(9)} ms  ${k}`)
      }
    }
    stretch = null
  }
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    at += ms
    const node = nodes.get(id)
    const key = node ? sourceOf(node, true) : '?'
    if (key === '((idle))') {
      idleSince += ms
      if (idleSince >= 1) flush()
      return
    }
    idleSince = 0
    stretch ??= { start: at, end: at, self: new Map(), total: new Map() }
    stretch.end = at
    stretch.self.set(key, (stretch.self.get(key) ?? 0) + ms)
    if (inclusive)
      for (const frame of appFrames(id))
        stretch.total.set(frame, (stretch.total.get(frame) ?? 0) + ms)
  })
  flush()
}
