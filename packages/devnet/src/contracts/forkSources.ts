// Issue 14: the fork exchange (spec 02 §3, SushiSwap) is compiled from the Solidity sources that
// the npm package @sushiswap/core 1.4.2 ships (its build/ holds ABIs only), read from
// node_modules, never copied into the repo. Dev time only: `npm run compile -w packages/devnet`
// writes contracts/fork.gen.json with a fingerprint of these sources, and start-up reads that.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// The fork's sources say `pragma solidity =0.6.12`: the npm alias solc-0.6.12 (solc@0.6.12,
// soljson embedded, so it compiles offline) is that exact compiler.

/**
 * SushiSwap's own settings for these contracts (optimizer on, 5,000 runs) and solc 0.6.12's
 * default EVM (istanbul), which the prague devnet runs.
 */
export const FORK_SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 5000 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

/** The factory creates the pairs: compiling it compiles the pair (its creation code is inside). */
export const FORK_ENTRY = 'contracts/uniswapv2/UniswapV2Factory.sol'

function packageRoot(): string {
  const require = createRequire(import.meta.url)
  return path.dirname(require.resolve('@sushiswap/core/package.json'))
}

/**
 * The entry file and everything it imports, keyed by their path inside the package (the keys
 * solc resolves relative imports against), sorted by key.
 */
export function readForkSources(root: string = packageRoot()): Record<string, string> {
  const sources: Record<string, string> = {}
  const pending = [FORK_ENTRY]
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (key in sources) continue
    const text = readFileSync(path.join(root, key), 'utf8')
    sources[key] = text
    for (const [, target] of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]\s*;/gm)) {
      if (target) pending.push(path.posix.join(path.posix.dirname(key), target))
    }
  }
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)))
}
