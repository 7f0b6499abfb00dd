// readL1Fee against the devnet (issue 33): on the OP-stack-style L2 it is what the chain's
// GasPriceOracle predeploy charges for the unsigned EIP-1559 serialisation of the transaction,
// recomputed here from the oracle's inputs (Ecotone: OP spec, exec-engine.md); elsewhere 0.
import type { Manifest } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { hexToBytes, serializeTransaction } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { localChains } from './chains'
import { type L1FeeTransaction, readL1Fee } from './l1Fee'
import { countingClient } from './testing/countingClient'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const rows = localChains(manifest.chains, {
  explorerUrl: manifest.explorerUrl,
  tokenListUrls: manifest.tokenListUrls,
})
const op = manifest.chains.find((c) => c.family === 'optimism')
const arbitrum = manifest.chains.find((c) => c.family === 'arbitrum')

const tx = (chainId: number, to: `0x${string}`): L1FeeTransaction => ({
  chainId,
  nonce: 3,
  to,
  data: `0x3593564c${'00'.repeat(96)}${'7f'.repeat(150)}`,
  value: 10n ** 16n,
  gas: 240_000n,
  maxFeePerGas: 12_000_000n,
  maxPriorityFeePerGas: 5_000_000n,
})

describe('readL1Fee', () => {
  it('on the OP-stack chain: the oracle’s Ecotone fee for the unsigned transaction', async () => {
    const inputs = op?.l1FeeOracle
    const row = rows.find((r) => r.id === op?.chainId)
    if (!op || !inputs || !row) throw new Error('no OP-stack chain in the manifest')
    expect(row.family).toBe('optimism')
    const transaction = tx(op.chainId, op.contracts.swapRouter02)
    const fee = await readL1Fee(publicClient(op), { chain: row, transaction })
    const bytes = hexToBytes(serializeTransaction({ ...transaction, type: 'eip1559' }))
    const zeros = BigInt(bytes.filter((b) => b === 0).length)
    const l1Gas = zeros * 4n + (BigInt(bytes.length) - zeros) * 16n + 68n * 16n
    const weighted =
      16n * BigInt(inputs.baseFeeScalar) * BigInt(inputs.l1BaseFeeWei) +
      BigInt(inputs.blobBaseFeeScalar) * BigInt(inputs.blobBaseFeeWei)
    expect(fee).toBe((l1Gas * weighted) / 16_000_000n)
    expect(fee).toBeGreaterThan(0n)
  })

  it('on other chains: no L1 data fee, and no read', async () => {
    const row = rows.find((r) => r.id === arbitrum?.chainId)
    if (!arbitrum || !row) throw new Error('no Arbitrum-style chain in the manifest')
    const { client, counter } = countingClient(arbitrum.rpcUrl)
    const transaction = tx(arbitrum.chainId, arbitrum.contracts.swapRouter02)
    expect(await readL1Fee(client, { chain: row, transaction })).toBe(0n)
    expect(counter.requests).toBe(0)
  })
})
