// `npm run compile -w packages/devnet`: compiles contracts/*.sol with npm solc into
// contracts/compiled.gen.json (committed, so start-up never compiles; see src/contracts/).
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { CompiledContract, CompiledFile } from '../src/contracts/compiled.ts'
import { COMPILED_PATH, readSources, SOLC_SETTINGS, sourcesHash } from '../src/contracts/sources.ts'

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
const solc = require('solc') as Solc
const sources = readSources()
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    Object.entries(sources).map(([name, content]) => [name, { content }]),
  ),
  settings: SOLC_SETTINGS,
}
const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
const problems = output.errors ?? []
for (const problem of problems) console.error(problem.formattedMessage)
if (problems.some((p) => p.severity === 'error')) process.exit(1)

const contracts: Record<string, CompiledContract> = {}
for (const file of Object.values(output.contracts ?? {})) {
  for (const [name, c] of Object.entries(file)) {
    // Abstract bases compile to empty bytecode: nothing to deploy.
    if (c.evm.bytecode.object === '') continue
    contracts[name] = {
      abi: c.abi,
      bytecode: `0x${c.evm.bytecode.object}`,
      deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
    }
  }
}
const compiled: CompiledFile = {
  solcVersion: solc.version(),
  sourcesHash: sourcesHash(sources, solc.version()),
  contracts,
}
writeFileSync(COMPILED_PATH, `${JSON.stringify(compiled, null, 2)}\n`)
console.log(`wrote ${Object.keys(contracts).length} contracts to ${COMPILED_PATH}`)
