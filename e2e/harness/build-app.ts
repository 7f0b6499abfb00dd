// Builds apps/web for the e2e devnet into its own outDir (never the developer's dist).
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { REPO_ROOT, STATE_DIR, WEB_OUT_DIR } from './paths.ts'

const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')

/**
 * `TIDEPOOL_E2E_SKIP_BUILD=1` reuses an existing build (fast iteration on specs). The manifest
 * is fetched at run time, so a build stays valid while the devnet and quote URLs are the same.
 */
export async function buildApp(
  devnetUrl: string,
  quoteUrl: string,
): Promise<{ skipped: boolean; ms: number }> {
  const started = Date.now()
  if (process.env.TIDEPOOL_E2E_SKIP_BUILD === '1' && existsSync(join(WEB_OUT_DIR, 'index.html'))) {
    return { skipped: true, ms: 0 }
  }
  await mkdir(STATE_DIR, { recursive: true })
  const logFile = join(STATE_DIR, 'build.log')
  const log = createWriteStream(logFile)
  const child = spawn(
    process.execPath,
    [VITE_BIN, 'build', '--outDir', WEB_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(REPO_ROOT, 'apps', 'web'),
      env: {
        ...process.env,
        TIDEPOOL_DEVNET_URL: devnetUrl,
        TIDEPOOL_QUOTE_URL: quoteUrl,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const code = await new Promise<number | null>((ok, fail) => {
    child.once('error', fail)
    child.once('close', ok)
  })
  await new Promise<void>((ok) => log.end(ok))
  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-40).join('\n')
    throw new Error(`vite build failed (exit ${code}); log ${logFile}:\n${tail}`)
  }
  return { skipped: false, ms: Date.now() - started }
}
