// readL1Fee against the devnet (issue 33): on the OP-stack-style L2 it is what the chain's
// GasPriceOracle predeploy charges for the unsigned EIP-1559 serialisation of the transaction,
// recomputed here from the oracle's inputs (Ecotone: OP spec, exec-engine.md); on the
// Arbitrum-style L2 the NodeInterface's L1 component, recomputed from Nitro's rule; on L1 0.
import { publicClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { hexToBytes, serializeTransaction } from 'viem'
import { describe, expect, it } from 'vitest'
import { localChains } from './chains'
import { type L1FeeTransaction, readL1Fee } from './l1Fee'
import { countingClient } from './testing/countingClient'

const { manifest, l1 } = devnetL1()
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

  it('on the Arbitrum-style chain: the NodeInterface’s L1 component, as gas at the base fee', async () => {
    const row = rows.find((r) => r.id === arbitrum?.chainId)
    const pricePerUnit = BigInt(arbitrum?.nodeInterface?.l1PricePerUnitWei ?? 0)
    if (!arbitrum || !row || pricePerUnit === 0n) throw new Error('no Arbitrum-style chain')
    expect(row.family).toBe('arbitrum')
    const transaction = tx(arbitrum.chainId, arbitrum.contracts.swapRouter02)
    const fee = await readL1Fee(publicClient(arbitrum), { chain: row, transaction })
    // Nitro's estimate: 16 units per byte (here 4 per zero byte, brotli not modelled) of the
    // calldata and a 100-byte envelope, at the L1 price per unit, padded by 10 %; answered in
    // gas at the base fee, which rounds down by less than one gas.
    const bytes = hexToBytes(transaction.data)
    const zeros = BigInt(bytes.filter((b) => b === 0).length)
    const units = zeros * 4n + (BigInt(bytes.length) - zeros) * 16n + 100n * 16n
    const exact = (units * pricePerUnit * 11n) / 10n
    const { baseFeePerGas } = await publicClient(arbitrum).getBlock()
    expect(fee).toBeLessThanOrEqual(exact)
    expect(exact - fee).toBeLessThan((baseFeePerGas ?? 0n) * 2n)
  })

  it('on Ethereum: no L1 fee, and no read', async () => {
    const row = rows.find((r) => r.id === l1.chainId)
    if (!row) throw new Error('no L1 in the manifest')
    const { client, counter } = countingClient(l1.rpcUrl)
    const transaction = tx(l1.chainId, l1.contracts.swapRouter02)
    expect(await readL1Fee(client, { chain: row, transaction })).toBe(0n)
    expect(counter.requests).toBe(0)
  })
})
