import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS as MAIN_CHAINS } from './publicChains'
import { TESTNET_CHAINS } from './testnets'
import { uniProtocolOf } from './uniProtocol'

const PUBLIC_CHAINS = [...MAIN_CHAINS, ...TESTNET_CHAINS]
const byId = (id: number) => {
  const chain = PUBLIC_CHAINS.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return chain
}

describe('uniProtocolOf', () => {
  it("gives mainnet the reference interface's UNI, distributor, four reward pools and governors", () => {
    const p = uniProtocolOf(byId(1))
    expect(p?.uni.address).toBe('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')
    expect(p?.airdrop?.distributor).toBe('0x090D4613473dEE047c3f2706764f49E0821D256e')
    expect(p?.stakingRewards).toHaveLength(4)
    expect(p?.governance?.governors[0]).toBe('0x408ED6354d4973f66138C91495F2f2FCbd8724C3')
  })

  it('gives no rollup and no other chain a governance token (spec 02 §6: Layer 1 only)', () => {
    for (const id of [10, 42161, 137, 11155111]) expect(uniProtocolOf(byId(id))).toBeUndefined()
  })

  it("takes a local chain's from its manifest row, never mainnet's, even under chain id 1", () => {
    const local = { ...byId(1), isLocal: true, uniProtocol: undefined }
    expect(uniProtocolOf(local)).toBeUndefined()
    const uni = {
      address: '0x0000000000000000000000000000000000000001',
      symbol: 'UNI',
      name: 'Uniswap',
      decimals: 18,
    } as const
    expect(uniProtocolOf({ ...local, uniProtocol: { uni, stakingRewards: [] } })?.uni).toBe(uni)
  })
})
