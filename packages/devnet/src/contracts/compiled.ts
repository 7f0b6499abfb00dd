// Loads contracts/compiled.gen.json and (issue 14) contracts/fork.gen.json, both written by
// scripts/compile.ts.
import { readFileSync } from 'node:fs'
import type { Abi } from 'viem'
import type { Hex } from '../manifest.ts'
import { COMPILED_PATH, FORK_COMPILED_PATH } from './sources.ts'

export interface CompiledContract {
  abi: unknown[]
  bytecode: Hex
  deployedBytecode: Hex
}

export interface CompiledFile {
  solcVersion: string
  sourcesHash: string
  contracts: Record<string, CompiledContract>
}

export type OwnContractName =
  | 'TestToken'
  | 'NoReturnToken'
  | 'Bytes32Token'
  | 'FeeOnTransferToken'
  | 'PermitToken'
  | 'Multicall3'
  | 'TickLadder'
  | 'TidepoolGovernor'
  | 'FastGasAggregator'
  | 'BatchAccount'
  | 'SellBlockedToken'
  | 'SkimApprovalToken'
  | 'L1FeeOracle'

let cache: CompiledFile | undefined

export function readCompiled(): CompiledFile {
  cache ??= JSON.parse(readFileSync(COMPILED_PATH, 'utf8')) as CompiledFile
  return cache
}

export function ownContract(name: OwnContractName): {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
} {
  const c = readCompiled().contracts[name]
  if (!c)
    throw new Error(`${name} missing from ${COMPILED_PATH}: run npm run compile -w packages/devnet`)
  return { abi: c.abi as Abi, bytecode: c.bytecode, deployedBytecode: c.deployedBytecode }
}

/** The fork exchange's contracts (SushiSwap's factory and the pair it creates). */
export type ForkContractName = 'UniswapV2Factory' | 'UniswapV2Pair'

let forkCache: CompiledFile | undefined

export function readForkCompiled(): CompiledFile {
  forkCache ??= JSON.parse(readFileSync(FORK_COMPILED_PATH, 'utf8')) as CompiledFile
  return forkCache
}

export function forkContract(name: ForkContractName): { abi: Abi; bytecode: Hex } {
  const c = readForkCompiled().contracts[name]
  if (!c)
    throw new Error(
      `${name} missing from ${FORK_COMPILED_PATH}: run npm run compile -w packages/devnet`,
    )
  return { abi: c.abi as Abi, bytecode: c.bytecode }
}
