// What a running devnet holds (nodes, keepers, server, lock), and how it lets go: stop() in
// order; on process exit or an unhandled SIGINT/SIGTERM, the nodes are killed by PID at once.
import type { GasFloorKeeper } from './gasFloor.ts'
import { type LockInfo, releaseLock, updateLock } from './lock.ts'
import type { NodeProcess } from './nodes.ts'
import type { RpcProxy } from './rpcProxy.ts'
import type { DevnetServer } from './server.ts'

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

export class Resources {
  readonly lockFile: string
  readonly ports: number[]
  readonly nodes: NodeProcess[] = []
  readonly keepers: GasFloorKeeper[] = []
  readonly proxies: RpcProxy[] = []
  server: DevnetServer | undefined
  private released = false

  constructor(lockFile: string, ports: number[]) {
    this.lockFile = lockFile
    this.ports = ports
  }

  lockInfo(): LockInfo {
    return { pid: process.pid, ports: this.ports, nodePids: this.nodes.map((n) => n.pid) }
  }

  addNode(node: NodeProcess): void {
    this.nodes.push(node)
    // Recorded so a later start can end these if this process dies without cleaning up.
    updateLock(this.lockFile, this.lockInfo())
  }

  /** Synchronous last resort: never leave nodes running after this process is gone. */
  private readonly killNow = (): void => {
    for (const node of this.nodes) {
      try {
        process.kill(node.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    releaseLock(this.lockFile)
  }

  /**
   * If nobody else handles the signal (a CLI would, and call stop()), kill the nodes and let the
   * signal do its default job (exit). Node skips 'exit' handlers on a signal death, hence this.
   */
  private readonly onSignal = (signal: NodeJS.Signals): void => {
    if (process.listenerCount(signal) > 1) return
    this.killNow()
    this.unwatch()
    process.kill(process.pid, signal)
  }

  watchProcess(): void {
    process.on('exit', this.killNow)
    for (const s of SIGNALS) process.on(s, this.onSignal)
  }

  private unwatch(): void {
    process.off('exit', this.killNow)
    for (const s of SIGNALS) process.off(s, this.onSignal)
  }

  async release(): Promise<void> {
    if (this.released) return
    this.released = true
    for (const keeper of this.keepers) keeper.stop()
    await this.server?.close()
    await Promise.all(this.proxies.map((p) => p.close()))
    await Promise.all(this.nodes.map((n) => n.stop()))
    releaseLock(this.lockFile)
    this.unwatch()
  }
}
