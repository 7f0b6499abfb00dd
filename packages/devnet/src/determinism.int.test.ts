// Issue 2 §2: the same addresses on every start. The snapshot is committed; a change in deploy
// order, deployer, artifacts or seed plan shows up here. Update deliberately with `vitest -u`.
import { expect, inject, it } from 'vitest'
import type { ManifestChain } from './manifest.ts'

const manifest = inject('manifest')

function addressBook(chain: ManifestChain) {
  const symbol = (address: string) =>
    chain.tokens.find((t) => t.address === address)?.symbol ?? address
  return {
    contracts: chain.contracts,
    tokens: Object.fromEntries(chain.tokens.map((t) => [t.symbol, t.address])),
    v2Pairs: Object.fromEntries(
      chain.v2Pairs.map((p) => [`${symbol(p.token0)}/${symbol(p.token1)}`, p.address]),
    ),
    v3Pools: Object.fromEntries(
      chain.v3Pools.map((p) => [`${symbol(p.token0)}/${symbol(p.token1)}/${p.fee}`, p.address]),
    ),
    // Issue 3 extras, from their own deployer: appended, the addresses above do not move.
    extraTokens: Object.fromEntries((chain.extraTokens ?? []).map((t) => [t.symbol, t.address])),
    ens: chain.ens
      ? { registry: chain.ens.registry, publicResolver: chain.ens.publicResolver }
      : null,
    // Issue 12: deployed last by the extras deployer.
    tokenValidator: chain.tokenValidator ?? null,
    // Issue 13: the fresh pair, its 2,000-tick pool and the seeded positions (after the core).
    v3Seed: chain.v3Seed
      ? {
          tokens: Object.fromEntries(chain.v3Seed.tokens.map((t) => [t.symbol, t.address])),
          densePool: chain.v3Seed.densePool.address,
          positions: chain.v3Seed.positions.map(
            (p) => `${p.tokenId} ${p.owner} ${p.pool} ${p.tickLower}..${p.tickUpper} ${p.status}`,
          ),
        }
      : null,
    // Issue 14: the fork factory and the v2 positions, after issue 13 from the same deployer.
    forkV2: chain.forkV2 ?? null,
    // Issue 18: the first-generation v3 SwapRouter, last, from its own deployer.
    v3SwapRouter: chain.v3SwapRouter ?? null,
    v2Seed: chain.v2Seed
      ? chain.v2Seed.positions.map((p) => `${p.exchange} ${p.pair} ${p.owner} ${p.liquidity}`)
      : null,
    // Issue 18: the fast-gas aggregator, from its own deployer after everything else.
    gasOracle: chain.gasOracle?.aggregator ?? null,
    // Issue 31: Permit2, v4 and the Universal Router, last, from their own deployer.
    v4: chain.v4 ?? null,
    v4Seed: chain.v4Seed
      ? {
          tokens: Object.fromEntries(chain.v4Seed.tokens.map((t) => [t.symbol, t.address])),
          pools: chain.v4Seed.pools.map(
            (p) =>
              `${p.role} ${p.id} ${symbol(p.currency0)}/${symbol(p.currency1)} ${p.fee} ${p.tickSpacing} ${p.hooks}`,
          ),
        }
      : null,
    // Issue 35: the trap tokens and their pairs, last of all, from their own deployer.
    safetyTokens: chain.safetyTokens
      ? [
          chain.safetyTokens.sellBlocked,
          chain.safetyTokens.transferFee,
          chain.safetyTokens.approvalSkim,
        ].map((t) => `${t.symbol} ${t.address} ${t.v2Pair}`)
      : null,
  }
}

it('deploys every contract at the committed address', async () => {
  // Keyed by layer and family: the two L2s (Arbitrum- and OP-stack-style) each have a book.
  const book = Object.fromEntries(
    manifest.chains.map((c) => [c.layer === 1 ? 'L1' : `L2 ${c.family}`, addressBook(c)]),
  )
  await expect(`${JSON.stringify(book, null, 2)}\n`).toMatchFileSnapshot(
    './__snapshots__/addresses.gen.json',
  )
})

it('lists the well-known hardhat accounts 0–9', () => {
  expect(manifest.accounts.map((a) => a.address)).toMatchInlineSnapshot(`
    [
      "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
      "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
      "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
      "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
      "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
      "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
    ]
  `)
})
