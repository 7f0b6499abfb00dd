// Runs after `npm ci` / `npm install`, under the Node 22 that the `node` devDependency put on
// the scripts' PATH. npm running on an older system Node (20) silently skips optional
// dependencies whose `engines` it fails; hardhat 3's native EDR binding
// (@nomicfoundation/edr-<platform>, engines node >= 22) is one, and without it the devnet
// cannot start ("Cannot find native binding"). Restore it from the registry if it is missing.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '..')
const edrDir = path.join(repo, 'node_modules/@nomicfoundation/edr')

function loads(): boolean {
  try {
    createRequire(path.join(repo, 'package.json'))(edrDir)
    return true
  } catch {
    return false
  }
}

function platformPackage(): string {
  const { platform, arch } = process
  if (platform !== 'linux')
    return `@nomicfoundation/edr-${platform}-${arch}${platform === 'win32' ? '-msvc' : ''}`
  const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } })
    .header
  return `@nomicfoundation/edr-linux-${arch}-${header?.glibcVersionRuntime ? 'gnu' : 'musl'}`
}

if (existsSync(edrDir) && !loads()) {
  const { version } = JSON.parse(readFileSync(path.join(edrDir, 'package.json'), 'utf8')) as {
    version: string
  }
  const name = platformPackage()
  console.log(
    `postinstall: restoring ${name}@${version}, which npm skipped (its engines want Node 22)`,
  )
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tidepool-edr-'))
  try {
    const tarball =
      execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', tmp, '--silent'], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .pop() ?? ''
    const target = path.join(repo, 'node_modules', name)
    rmSync(target, { recursive: true, force: true })
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['-xzf', path.join(tmp, tarball), '-C', target, '--strip-components=1'])
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  if (!loads()) {
    console.error(
      `postinstall: ${name}@${version} is installed but hardhat's EDR still does not load`,
    )
    process.exit(1)
  }
}
