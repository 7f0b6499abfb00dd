// The devnet's own Solidity sources (contracts/*.sol) and the fingerprint stored with their
// compiled output. Start-up never compiles: `npm run compile -w packages/devnet` writes
// contracts/compiled.gen.json, and a unit test fails when a source changed without recompiling.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts/', import.meta.url))
export const COMPILED_PATH = `${CONTRACTS_DIR}compiled.gen.json`
/** Issue 14: the fork exchange compiled from @sushiswap/core (see forkSources.ts). */
export const FORK_COMPILED_PATH = `${CONTRACTS_DIR}fork.gen.json`

/**
 * Compiler settings. evmVersion cancun: prague nodes run it, and solc 0.8.37's default (osaka)
 * may emit opcodes the devnet's pinned prague hardfork lacks (devnet-facts: prague for gas caps).
 */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

/** File name → source text, sorted by name so the hash does not depend on directory order. */
export function readSources(dir: string = CONTRACTS_DIR): Record<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sol'))
    .sort()
  return Object.fromEntries(names.map((name) => [name, readFileSync(`${dir}${name}`, 'utf8')]))
}

/** sha256 over compiler version, settings and every source: any change means recompile. */
export function sourcesHash(
  sources: Record<string, string>,
  solcVersion: string,
  settings: object = SOLC_SETTINGS,
): string {
  const hash = createHash('sha256')
  hash.update(solcVersion)
  hash.update(JSON.stringify(settings))
  for (const [name, text] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${name}\0${text}`)
  }
  return `0x${hash.digest('hex')}`
}
