import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireLock, checkPortFree, DevnetRunningError, releaseLock } from './lock.ts'

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'devnet-lock-')), 'devnet.lock')

/** A pid that surely belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', ''])
  if (pid === undefined) throw new Error('spawn failed')
  return pid
}

const mine = { pid: process.pid, ports: [1, 2, 3], nodePids: [] }

describe('acquireLock', () => {
  it('default: takes a free lock and releases it', () => {
    const file = lockFile()
    acquireLock(file, mine)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(mine)
    releaseLock(file)
    expect(existsSync(file)).toBe(false)
  })

  it('behavior: refuses while another live process holds it, naming its pid and ports', () => {
    const file = lockFile()
    writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, ports: [8545, 8546, 8547], nodePids: [] }),
    )
    expect(() => acquireLock(file, mine)).toThrow(DevnetRunningError)
    expect(() => acquireLock(file, mine)).toThrow(
      `A Tidepool devnet is already running (pid ${process.ppid}) on ports 8545/8546/8547. Stop it first (Ctrl-C in its terminal).`,
    )
  })

  it('behavior: replaces a stale lock of a dead pid, and a garbled one', () => {
    const file = lockFile()
    writeFileSync(file, JSON.stringify({ pid: deadPid(), ports: [1], nodePids: [deadPid()] }))
    acquireLock(file, mine)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(mine)
    writeFileSync(file, '{not json')
    acquireLock(file, mine)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(mine)
  })

  it('releaseLock leaves a lock held by someone else alone', () => {
    const file = lockFile()
    writeFileSync(file, JSON.stringify({ pid: process.ppid, ports: [], nodePids: [] }))
    releaseLock(file)
    expect(existsSync(file)).toBe(true)
  })
})

describe('checkPortFree', () => {
  it('rejects a port something listens on, accepts it once closed', async () => {
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    await expect(checkPortFree(port)).rejects.toThrow(`Port ${port} is already in use`)
    await new Promise<void>((r) => server.close(() => r()))
    await expect(checkPortFree(port)).resolves.toBeUndefined()
  })
})
