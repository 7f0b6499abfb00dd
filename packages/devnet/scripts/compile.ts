// `npm run compile -w packages/devnet`: compiles contracts/*.sol with npm solc into
// contracts/compiled.gen.json, and (issue 14) the fork exchange's factory and pair from the
// @sushiswap/core sources with npm solc 0.6.12 into contracts/fork.gen.json. Both are committed,
// so start-up never compiles (see src/contracts/).
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { CompiledContract, CompiledFile } from '../src/contracts/compiled.ts'
import { FORK_SOLC_SETTINGS, readForkSources } from '../src/contracts/forkSources.ts'
import {
  COMPILED_PATH,
  FORK_COMPILED_PATH,
  readSources,
  SOLC_SETTINGS,
  sourcesHash,
} from '../src/contracts/sources.ts'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
      }
    >
  >
}

interface Solc {
  version(): string
  compile(input: string): string
}

const require = createRequire(import.meta.url)

function compile(p: {
  solc: Solc
  sources: Record<string, string>
  settings: object
  /** Only these contracts, when given (the fork's interfaces and libraries are not deployed). */
  keep?: readonly string[]
  out: string
}): void {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.entries(p.sources).map(([name, content]) => [name, { content }]),
    ),
    settings: p.settings,
  }
  const output = JSON.parse(p.solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = output.errors ?? []
  for (const problem of problems) console.error(problem.formattedMessage)
  if (problems.some((e) => e.severity === 'error')) process.exit(1)

  const contracts: Record<string, CompiledContract> = {}
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(file)) {
      // Abstract bases compile to empty bytecode: nothing to deploy.
      if (c.evm.bytecode.object === '') continue
      if (p.keep && !p.keep.includes(name)) continue
      contracts[name] = {
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      }
    }
  }
  const compiled: CompiledFile = {
    solcVersion: p.solc.version(),
    sourcesHash: sourcesHash(p.sources, p.solc.version(), p.settings),
    contracts,
  }
  writeFileSync(p.out, `${JSON.stringify(compiled, null, 2)}\n`)
  console.log(`wrote ${Object.keys(contracts).length} contracts to ${p.out}`)
}

compile({
  solc: require('solc') as Solc,
  sources: readSources(),
  settings: SOLC_SETTINGS,
  out: COMPILED_PATH,
})
compile({
  solc: require('solc-0.6.12') as Solc,
  sources: readForkSources(),
  settings: FORK_SOLC_SETTINGS,
  keep: ['UniswapV2Factory', 'UniswapV2Pair'],
  out: FORK_COMPILED_PATH,
})
