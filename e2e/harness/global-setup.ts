// One built app for the whole run and one devnet with its quote service per worker slot (issue
// 30: each worker isolates its tests with snapshots on a chain of its own, so two workers never
// see each other's state). Global setup returns its own teardown, so everything it started is
// stopped by the same process that holds the handles.
import { existsSync, watch } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'
import { type Devnet, startDevnet } from '@tidepool/devnet'
import { createQuoteServer } from '@tidepool/quote-service'
import { buildApp } from './build-app.ts'
import {
  BUILD_URLS,
  HOST,
  portsOf,
  rewriteFor,
  STATE_DIR,
  slotStateDir,
  slotUrls,
  WEB_OUT_DIR,
} from './paths.ts'
import { writeRunInfo } from './run-info.ts'
import { serveStatic } from './static-server.ts'

const log = (msg: string) => console.log(`[e2e] ${msg}`)

type Closer = () => Promise<unknown>

/**
 * A slot's devnet and the routing service the app asks first (spec 01 §7.1), as `npm start` runs
 * them; its app server starts once the build is there (`serveSlot`).
 */
async function startSlot(slot: number, closers: Closer[]): Promise<Devnet> {
  const ports = portsOf(slot)
  const urls = slotUrls(slot)
  const devnet = await startDevnet({
    l1Port: ports.l1,
    l2Port: ports.l2,
    opPort: ports.op,
    httpPort: ports.devnetHttp,
    stateDir: slotStateDir(slot),
  })
  closers.push(() => devnet.stop())
  const quotes = await createQuoteServer({
    manifest: devnet.manifest,
    host: HOST,
    port: ports.quote,
    warmUp: true,
    log: (entry) => {
      if (entry.level === 'error') console.error(`[quote ${slot}] ${JSON.stringify(entry)}`)
    },
  })
  closers.push(() => quotes.close())
  await writeRunInfo(slot, {
    appUrl: urls.app,
    devnetUrl: urls.devnetHttp,
    quoteUrl: urls.quote,
    manifest: devnet.manifest,
  })
  return devnet
}

/** Serves the one build to slot `slot`, pointed at that slot's devnet and quote service. */
async function serveSlot(slot: number, closers: Closer[]): Promise<void> {
  const server = await serveStatic({
    root: WEB_OUT_DIR,
    host: HOST,
    port: portsOf(slot).app,
    rewrite: rewriteFor(slot),
  })
  closers.push(() => server.close())
}

/**
 * `npm test` starts e2e beside the end of the integration tests, which e2e's load once slowed
 * past their timeouts (scripts/test.ts): the devnets start meanwhile, and the tests wait until
 * npm test writes the file TIDEPOOL_E2E_TESTS_AFTER names.
 */
function testsMayStart(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(path.dirname(file), () => {
      if (!existsSync(file)) return
      watcher.close()
      resolve()
    })
    watcher.once('error', reject)
    // Written before the watch began.
    if (existsSync(file)) {
      watcher.close()
      resolve()
    }
  })
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  await mkdir(STATE_DIR, { recursive: true })
  const started = Date.now()
  const slots = Math.max(1, config.workers)
  // Stopped in reverse order of start: servers before the devnets they read.
  const closers: Closer[] = []
  const teardown = async () => {
    for (const close of closers.reverse()) await close().catch((e) => console.error(e))
  }
  // The app reads the manifest at run time, so building and starting the devnets overlap. The
  // build names slot 0's devnet and quote URLs; pages in other slots are routed to their own.
  // The slots start one after another: four nodes seeding at once beside the build starved each
  // other on 2 cores (a node missed its readiness deadline).
  const startSlots = async (): Promise<Devnet[]> => {
    const started: Devnet[] = []
    for (let slot = 0; slot < slots; slot++) started.push(await startSlot(slot, closers))
    return started
  }
  const results = await Promise.allSettled([
    buildApp(BUILD_URLS.devnetHttp, BUILD_URLS.quote),
    startSlots(),
  ])
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) {
    await teardown()
    throw new Error('e2e setup failed', { cause: failed.reason })
  }
  const [build, devnets] = results.map((r) => (r.status === 'fulfilled' ? r.value : null))
  const built = build as Awaited<ReturnType<typeof buildApp>>
  const first = (devnets as Devnet[])[0] as Devnet
  try {
    for (let slot = 0; slot < slots; slot++) await serveSlot(slot, closers)
  } catch (e) {
    await teardown()
    throw e
  }
  log(
    `${slots} devnet(s) up (${first.manifest.chains.map((c) => `${c.name} ${c.chainId}`).join(', ')}); ` +
      `app ${built.skipped ? 'build reused' : `built in ${built.ms} ms`}; ` +
      `setup ${Date.now() - started} ms`,
  )
  const gate = process.env.TIDEPOOL_E2E_TESTS_AFTER
  if (gate) {
    const waitFrom = Date.now()
    await testsMayStart(gate).catch(async (e: unknown) => {
      await teardown()
      throw e
    })
    log(`waited ${Date.now() - waitFrom} ms for the integration tests to end`)
  }
  return async () => {
    await teardown()
    log('devnets, quote services and app server stopped')
  }
}
