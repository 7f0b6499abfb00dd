// One devnet per state directory: a lock file names the owning process and its ports, so a
// second start says clearly what is running instead of failing on a busy port.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'

export interface LockInfo {
  pid: number
  ports: number[]
  /** hardhat node children, so a start after a crashed parent can end its orphans. */
  nodePids: number[]
}

export class DevnetRunningError extends Error {
  override name = 'DevnetRunningError'
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo
    return typeof info.pid === 'number' ? info : undefined
  } catch {
    return undefined
  }
}

/** A node left behind by a parent that died without cleanup; ours only if it is a hardhat node. */
function endOrphan(pid: number): void {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    if (cmd.includes('hardhat') && cmd.includes('node')) process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already, or no /proc: nothing to end.
  }
}

export function runningMessage(info: LockInfo): string {
  return `A Tidepool devnet is already running (pid ${info.pid}) on ports ${info.ports.join('/')}. Stop it first (Ctrl-C in its terminal).`
}

/** Takes the lock or throws DevnetRunningError; a lock of a dead pid is stale and replaced. */
export function acquireLock(file: string, info: LockInfo): void {
  const held = existsSync(file) ? readLock(file) : undefined
  if (held && held.pid !== process.pid && isAlive(held.pid))
    throw new DevnetRunningError(runningMessage(held))
  if (held) for (const pid of held.nodePids ?? []) endOrphan(pid)
  writeFileSync(file, JSON.stringify(info))
}

export function updateLock(file: string, info: LockInfo): void {
  writeFileSync(file, JSON.stringify(info))
}

export function releaseLock(file: string): void {
  const held = readLock(file)
  if (held?.pid === process.pid) rmSync(file, { force: true })
}

/** Resolves when nothing listens on 127.0.0.1:port. */
export function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new DevnetRunningError(
          e.code === 'EADDRINUSE'
            ? `Port ${port} is already in use by another program (a devnet started elsewhere?). Stop it or choose other ports.`
            : e.message,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}
