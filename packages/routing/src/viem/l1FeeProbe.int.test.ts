// Issue 33: the route search's price of L1 data (l1DataFee.ts), read from the OP-stack-style
// devnet chain's GasPriceOracle. The oracle here is Ecotone's formula over the oracle's own
// inputs (OP spec, exec-engine.md "Ecotone L1-Cost fee changes"), read from the chain.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import { parseAbi, parseEther } from 'viem'
import { readContract } from 'viem/actions'
import { describe, expect, inject, it } from 'vitest'
import { l1FeeWei, routeDataGas, transactionDataGas } from '../l1DataFee.ts'
import { quoteWithGas } from '../quoteWithGas.ts'
import { createPoolStateCache } from '../state/poolStateCache.ts'
import { createChainReader } from './chainReader.ts'

const manifest = inject('manifest')
const family = (name: ManifestChain['family']): ManifestChain => {
  const chain = manifest.chains.find((c) => c.family === name)
  if (chain === undefined) throw new Error(`the devnet must run a ${name}-family L2`)
  return chain
}
const op = family('optimism')
const arbitrum = family('arbitrum')
const NODE_INTERFACE = '0x00000000000000000000000000000000000000C8'
const oracle = op.l1FeeOracle?.address ?? '0x420000000000000000000000000000000000000F'
const oracleAbi = parseAbi([
  'function l1BaseFee() view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
])

/** Ecotone's price of one unit of data gas, ×16·10⁶ (an integer): from the oracle's inputs. */
async function weightedPrice(): Promise<bigint> {
  const read = <F extends 'l1BaseFee' | 'blobBaseFee' | 'baseFeeScalar' | 'blobBaseFeeScalar'>(
    functionName: F,
  ) => readContract(publicClient(op), { address: oracle, abi: oracleAbi, functionName })
  const [l1BaseFee, blobBaseFee, baseFeeScalar, blobBaseFeeScalar] = await Promise.all([
    read('l1BaseFee'),
    read('blobBaseFee'),
    read('baseFeeScalar'),
    read('blobBaseFeeScalar'),
  ])
  return 16n * BigInt(baseFeeScalar) * l1BaseFee + BigInt(blobBaseFeeScalar) * blobBaseFee
}

function cacheOn(chain: ManifestChain, withOracle: boolean) {
  const weth = tokenOf(chain, 'WETH')
  const usdc = tokenOf(chain, 'USDC')
  const reader = createChainReader(
    publicClient(chain),
    chain.contracts.multicall3,
    withOracle ? { gasPriceOracle: oracle } : {},
  )
  const cache = createPoolStateCache({
    reader,
    config: {
      chainId: chain.chainId,
      v2Factory: chain.contracts.v2Factory,
      v3Factory: chain.contracts.v3Factory,
      tickLens: chain.contracts.tickLens,
      bases: [weth.address, usdc.address],
    },
  })
  return { reader, cache, weth, usdc }
}

describe('the L1 data fee’s price on the OP-stack devnet chain', () => {
  it('is what the GasPriceOracle charges per unit of data gas, to the wei of its rounding', async () => {
    const { reader } = cacheOn(op, true)
    const price = await reader.l1FeePerDataGas?.()
    if (price === undefined) throw new Error('the reader has no L1 fee price')
    const weighted = await weightedPrice()
    expect(weighted).toBeGreaterThan(0n)
    // numerator/denominator against weighted/16e6: each probe's fee is rounded down once, so
    // their difference is within a wei of the exact one.
    const drift = price.numerator * 16_000_000n - weighted * price.denominator
    expect(drift < 0n ? -drift : drift).toBeLessThanOrEqual(16_000_000n)
  })

  it('reaches the quote: the block’s state carries it and the trade is charged its calldata', async () => {
    const { reader, cache, weth, usdc } = cacheOn(op, true)
    const state = await cache.snapshot([weth.address, usdc.address])
    expect(state.l1FeePerDataGas).toEqual(await reader.l1FeePerDataGas?.())
    const { trade } = quoteWithGas({
      snapshot: state.snapshot,
      tokenIn: weth.address,
      tokenOut: usdc.address,
      tradeType: 'exactIn',
      amount: parseEther('1'),
      router: 'universalRouter',
      gas: {
        gasPriceWei: state.gasPriceWei,
        wrappedNative: weth.address,
        l1FeePerDataGas: state.l1FeePerDataGas,
      },
    })
    const dataGas = trade.routes.reduce(
      (sum, r) => sum + routeDataGas(r.hops.map((h) => h.pool)),
      transactionDataGas({}, 'exactIn'),
    )
    expect(trade.l1FeeWei).toBe(l1FeeWei(dataGas, state.l1FeePerDataGas))
    expect(trade.l1FeeWei).toBeGreaterThan(0n)
  })

  it('on the Arbitrum-style chain is the NodeInterface’s: Nitro’s price per unit, padded by 10 %', async () => {
    const reader = createChainReader(publicClient(arbitrum), arbitrum.contracts.multicall3, {
      nodeInterface: NODE_INTERFACE,
    })
    const price = await reader.l1FeePerDataGas?.()
    const perUnit = BigInt(arbitrum.nodeInterface?.l1PricePerUnitWei ?? 0)
    if (price === undefined || perUnit === 0n) throw new Error('no NodeInterface price')
    // 16 units per non-zero byte, as data gas counts it: 1.1 × the price per unit per data gas.
    // Each probe's gas is rounded down to whole gas at the base fee.
    const { baseFeePerGas } = await publicClient(arbitrum).getBlock()
    const drift = price.numerator * 10n - perUnit * 11n * price.denominator
    expect(drift < 0n ? -drift : drift).toBeLessThanOrEqual(20n * (baseFeePerGas ?? 0n))
  })

  it('is not read on Ethereum, which charges none', async () => {
    const l1 = manifest.chains.find((c) => c.layer === 1)
    if (!l1) throw new Error('no L1')
    const { reader, cache, weth, usdc } = cacheOn(l1, false)
    expect(reader.l1FeePerDataGas).toBeUndefined()
    expect((await cache.snapshot([weth.address, usdc.address])).l1FeePerDataGas).toBeUndefined()
  })
})
