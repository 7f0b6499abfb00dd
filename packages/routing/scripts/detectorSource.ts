// What the detector's committed bytecode was compiled from (scripts/compileDetector.ts), so a
// test can tell when contracts/TransferFeeDetector.sol changed without a recompile.
import { createHash } from 'node:crypto'

/** 'paris': no PUSH0, so the bytecode runs on every chain in the table, rollups included. */
export const DETECTOR_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
}

export function detectorSourceHash(source: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ source, settings: DETECTOR_SETTINGS }))
    .digest('hex')
}
