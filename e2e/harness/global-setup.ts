// One devnet and one built app for the whole run (workers: 1). Global setup returns its own
// teardown, so everything it started is stopped by the same process that holds the handles.
import { mkdir } from 'node:fs/promises'
import { startDevnet } from '@tidepool/devnet'
import { createQuoteServer } from '@tidepool/quote-service'
import { buildApp } from './build-app.ts'
import {
  APP_URL,
  DEVNET_HTTP_URL,
  HOST,
  PORTS,
  QUOTE_URL,
  STATE_DIR,
  WEB_OUT_DIR,
} from './paths.ts'
import { writeRunInfo } from './run-info.ts'
import { serveStatic } from './static-server.ts'

const log = (msg: string) => console.log(`[e2e] ${msg}`)

export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(STATE_DIR, { recursive: true })
  const started = Date.now()
  // The app reads the manifest at run time, so building and starting the devnet overlap.
  const [devnet, build] = await Promise.allSettled([
    startDevnet({
      l1Port: PORTS.l1,
      l2Port: PORTS.l2,
      httpPort: PORTS.devnetHttp,
      stateDir: STATE_DIR,
    }),
    buildApp(DEVNET_HTTP_URL, QUOTE_URL),
  ])
  if (devnet.status === 'rejected') {
    throw new Error('devnet failed to start', { cause: devnet.reason })
  }
  if (build.status === 'rejected') {
    await devnet.value.stop()
    throw build.reason
  }
  log(
    `devnet up (${devnet.value.manifest.chains.map((c) => `${c.name} ${c.chainId}`).join(', ')}); ` +
      `app ${build.value.skipped ? 'build reused' : `built in ${build.value.ms} ms`}; ` +
      `setup ${Date.now() - started} ms`,
  )
  let server: Awaited<ReturnType<typeof serveStatic>>
  let quotes: Awaited<ReturnType<typeof createQuoteServer>>
  try {
    // The routing service the app asks first (spec 01 §7.1), as `npm start` runs it.
    quotes = await createQuoteServer({
      manifest: devnet.value.manifest,
      host: HOST,
      port: PORTS.quote,
      warmUp: true,
      log: (entry) => {
        if (entry.level === 'error') console.error(`[quote] ${JSON.stringify(entry)}`)
      },
    })
  } catch (e) {
    await devnet.value.stop()
    throw e
  }
  try {
    server = await serveStatic({ root: WEB_OUT_DIR, host: HOST, port: PORTS.app })
  } catch (e) {
    await quotes.close()
    await devnet.value.stop()
    throw e
  }
  await writeRunInfo({
    appUrl: APP_URL,
    devnetUrl: devnet.value.httpUrl,
    manifest: devnet.value.manifest,
  })

  return async () => {
    await server.close()
    await quotes.close()
    await devnet.value.stop()
    log('devnet, quote service and app server stopped')
  }
}
