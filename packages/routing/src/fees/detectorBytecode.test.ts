import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectorSourceHash } from '../../scripts/detectorSource.ts'
import { DETECTOR_SOURCE_HASH } from './detectorBytecode.gen.ts'

describe('the committed transfer-fee detector bytecode', () => {
  it('was compiled from contracts/TransferFeeDetector.sol as it is (else: node scripts/compileDetector.ts)', () => {
    const source = readFileSync(
      new URL('../../contracts/TransferFeeDetector.sol', import.meta.url),
      'utf8',
    )
    expect(detectorSourceHash(source)).toBe(DETECTOR_SOURCE_HASH)
  })
})
