#!/usr/bin/env node
// `npm start -w services/quote [-- --port 8548 --manifest <url or file>]`: the quote service
// against a running devnet (its manifest lists the chains). `npm start` at the root starts it
// beside the devnet and the app (scripts/start.ts). RPC URL lists, timeouts and the request
// deadline: see README.md "RPC nodes, failover and deadlines".
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { parseManifest } from '@tidepool/devnet/manifest'
import { parseRpcUrls } from './rpcConfig.ts'
import { createQuoteServer } from './server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8548' },
    host: { type: 'string', default: '127.0.0.1' },
    manifest: { type: 'string', default: 'http://127.0.0.1:8547/manifest.json' },
    /** `<chainId>=<url>,<url>…`, repeatable; also TIDEPOOL_QUOTE_RPC_<chainId>=<url>,<url>… */
    rpc: { type: 'string', multiple: true, default: [] },
    'rpc-timeout-ms': { type: 'string' },
    'rpc-call-timeout-ms': { type: 'string' },
    'rpc-retries': { type: 'string' },
    'deadline-ms': { type: 'string' },
  },
})

const number = (v: string | undefined): number | undefined =>
  v === undefined ? undefined : Number(v)

async function loadManifest(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source)
    if (!res.ok) throw new Error(`GET ${source}: ${res.status}`)
    return res.json()
  }
  return JSON.parse(await readFile(source, 'utf8'))
}

try {
  const manifest = parseManifest(await loadManifest(values.manifest))
  const server = await createQuoteServer({
    manifest,
    port: Number(values.port),
    host: values.host,
    warmUp: true,
    rpcUrls: parseRpcUrls(values.rpc, process.env),
    rpc: {
      timeoutMs: number(values['rpc-timeout-ms']),
      callTimeoutMs: number(values['rpc-call-timeout-ms']),
      retryCount: number(values['rpc-retries']),
    },
    deadlineMs: number(values['deadline-ms']),
  })
  console.log(
    `quote service on ${server.url}/quote (chains ${manifest.chains.map((c) => c.chainId).join(', ')})`,
  )
  const stop = (): void => {
    server.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exit(1)
}
