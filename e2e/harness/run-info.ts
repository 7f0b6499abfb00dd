// What global setup started, handed to the test workers (separate processes) through a file
// whose path is also put in the environment.
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { type Manifest, parseManifest } from '@tidepool/devnet/manifest'
import { RUN_INFO_FILE } from './paths.ts'

export interface RunInfo {
  appUrl: string
  devnetUrl: string
  manifest: Manifest
}

const ENV_KEY = 'TIDEPOOL_E2E_RUN_INFO'

export async function writeRunInfo(info: RunInfo): Promise<void> {
  await writeFile(RUN_INFO_FILE, `${JSON.stringify(info, null, 2)}\n`)
  process.env[ENV_KEY] = RUN_INFO_FILE
}

export function readRunInfo(): RunInfo {
  const file = process.env[ENV_KEY] ?? RUN_INFO_FILE
  let raw: string
  try {
    raw = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`no e2e run info at ${file}: run the specs through playwright.config.ts`)
  }
  const info = JSON.parse(raw) as RunInfo
  return { ...info, manifest: parseManifest(info.manifest) }
}
