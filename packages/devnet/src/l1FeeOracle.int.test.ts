// Issue 33 "Local replica": the OP-stack-style L2's GasPriceOracle stand-in answers the Ecotone
// L1-fee formula (OP spec, specs/protocol/exec-engine.md "Ecotone L1-Cost fee changes"), computed
// here again from the raw inputs, never read back from the contract.
import { type Hex, hexToBytes, parseAbi, parseGwei, serializeTransaction } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { GAS_PRICE_ORACLE } from './deploy/l1FeeOracle.ts'
import { publicClient } from './testing/clients.ts'

const manifest = inject('manifest')
const oracleAbi = parseAbi([
  'function getL1Fee(bytes) view returns (uint256)',
  'function getL1GasUsed(bytes) view returns (uint256)',
  'function l1BaseFee() view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
  'function decimals() view returns (uint256)',
  'function isEcotone() view returns (bool)',
])

const op = manifest.chains.find((c) => c.family === 'optimism')

/** Ecotone: (zeros × 4 + non-zeros × 16 + 68 × 16) × (16·s·b + sᵦ·bᵦ) / (16 · 10⁶). */
function ecotoneFee(data: Hex, inputs: { base: bigint; blob: bigint; s: bigint; sb: bigint }) {
  const bytes = hexToBytes(data)
  const zeros = BigInt(bytes.filter((b) => b === 0).length)
  const gas = zeros * 4n + (BigInt(bytes.length) - zeros) * 16n + 68n * 16n
  return (gas * (16n * inputs.s * inputs.base + inputs.sb * inputs.blob)) / (16n * 10n ** 6n)
}

describe('the OP-stack-style L2 (issue 33)', () => {
  it('is in the manifest as an OP-stack L2 with the oracle at the predeploy address', () => {
    expect(op).toMatchObject({
      family: 'optimism',
      layer: 2,
      name: 'Tidepool Local L2 (OP Stack)',
      l1FeeOracle: { address: GAS_PRICE_ORACLE },
    })
    expect(op?.v4?.universalRouter).toBeDefined()
    expect(op?.v3Pools.length).toBeGreaterThan(0)
    expect(new Set(manifest.chains.map((c) => c.chainId)).size).toBe(manifest.chains.length)
  })

  it('answers getL1Fee with the Ecotone formula for transaction-shaped bytes', async () => {
    if (!op?.l1FeeOracle) throw new Error('no OP-stack chain in the manifest')
    const client = publicClient(op)
    const read = <F extends 'l1BaseFee' | 'blobBaseFee' | 'baseFeeScalar' | 'blobBaseFeeScalar'>(
      functionName: F,
    ) => client.readContract({ address: GAS_PRICE_ORACLE, abi: oracleAbi, functionName })
    const inputs = {
      base: await read('l1BaseFee'),
      blob: await read('blobBaseFee'),
      s: BigInt(await read('baseFeeScalar')),
      sb: BigInt(await read('blobBaseFeeScalar')),
    }
    expect(inputs).toEqual({
      base: BigInt(op.l1FeeOracle.l1BaseFeeWei),
      blob: BigInt(op.l1FeeOracle.blobBaseFeeWei),
      s: BigInt(op.l1FeeOracle.baseFeeScalar),
      sb: BigInt(op.l1FeeOracle.blobBaseFeeScalar),
    })
    expect(inputs.base).toBeGreaterThan(0n)
    // An unsigned EIP-1559 swap-like transaction (what OP's oracle is asked about), zero-heavy
    // bytes, and nothing at all (the 68-byte signature allowance alone).
    const tx = serializeTransaction({
      chainId: op.chainId,
      type: 'eip1559',
      nonce: 7,
      to: op.contracts.swapRouter02,
      value: 0n,
      gas: 210_000n,
      maxFeePerGas: parseGwei('0.002'),
      maxPriorityFeePerGas: parseGwei('0.001'),
      data: `0x5ae401dc${'00'.repeat(60)}${'ab'.repeat(200)}`,
    })
    const samples: Hex[] = [tx, `0x${'00'.repeat(100)}`, '0x']
    for (const data of samples) {
      const [fee, gasUsed] = await Promise.all([
        client.readContract({
          address: GAS_PRICE_ORACLE,
          abi: oracleAbi,
          functionName: 'getL1Fee',
          args: [data],
        }),
        client.readContract({
          address: GAS_PRICE_ORACLE,
          abi: oracleAbi,
          functionName: 'getL1GasUsed',
          args: [data],
        }),
      ])
      expect(fee).toBe(ecotoneFee(data, inputs))
      expect(gasUsed).toBe(ecotoneFee(data, { base: 1n, blob: 0n, s: 10n ** 6n, sb: 0n }))
    }
    const decimals = await client.readContract({
      address: GAS_PRICE_ORACLE,
      abi: oracleAbi,
      functionName: 'decimals',
    })
    expect(decimals).toBe(6n)
    // Worth seeing: a 400-byte transaction pays ~10⁻⁶ ETH of L1 data at these inputs.
    expect(ecotoneFee(tx, inputs)).toBeGreaterThan(10n ** 11n)
  })

  it('leaves the predeploy address empty on the chains that are not OP-stack', async () => {
    for (const chain of manifest.chains.filter((c) => c.family !== 'optimism')) {
      const code = await publicClient(chain).getCode({ address: GAS_PRICE_ORACLE })
      expect(code ?? '0x').toBe('0x')
    }
  })
})
