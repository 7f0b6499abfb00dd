// Issue 18: the devnet's BatchAccount (contracts/BatchAccount.sol) for tests that need a smart
// wallet — the e2e wallet's EIP-7702 and contract-account modes deploy it inside their snapshot.
import type { Abi } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import type { Hex } from '../manifest.ts'

export function batchAccountArtifact(): { abi: Abi; bytecode: Hex } {
  const { abi, bytecode } = ownContract('BatchAccount')
  return { abi, bytecode }
}
