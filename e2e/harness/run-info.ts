// What global setup started, handed to the test workers (separate processes) through a file per
// worker slot (paths.ts: each slot has a devnet of its own).
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type Manifest, parseManifest } from '@tidepool/devnet/manifest'
import { runInfoFile, WORKER_SLOT } from './paths.ts'

export interface RunInfo {
  appUrl: string
  /** This slot's devnet HTTP server (the page asks paths.ts's DEVNET_HTTP_URL; see fixtures). */
  devnetUrl: string
  /** This slot's quote service. */
  quoteUrl: string
  manifest: Manifest
}

export async function writeRunInfo(slot: number, info: RunInfo): Promise<void> {
  const file = runInfoFile(slot)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(info, null, 2)}\n`)
}

export function readRunInfo(): RunInfo {
  const file = runInfoFile(WORKER_SLOT)
  let raw: string
  try {
    raw = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`no e2e run info at ${file}: run the specs through playwright.config.ts`)
  }
  const info = JSON.parse(raw) as RunInfo
  return { ...info, manifest: parseManifest(info.manifest) }
}
