import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainInfo } from './chains'
import { ensHomeOf } from './ensHome'
import { PUBLIC_CHAINS } from './publicChains'
import { createChainTable } from './table'

const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const DEVNET_REGISTRY: Address = '0x367b454642Cf5E6D0C427F6e478F48520Ec470FB'

describe('ensHomeOf (where names typed on a chain resolve)', () => {
  const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1) as ChainInfo
  const optimism = PUBLIC_CHAINS.find((c) => c.id === 10) as ChainInfo
  const devnetL1: ChainInfo = { ...mainnet, id: 31337, isLocal: true, ensRegistry: DEVNET_REGISTRY }
  const devnetL2: ChainInfo = { ...optimism, id: 412346, isLocal: true }
  const withDevnet = createChainTable(PUBLIC_CHAINS, [devnetL1, devnetL2])

  it("reads mainnet's registry from the chain table for public chains and unknown networks", () => {
    const home = { chainId: 1, registry: REGISTRY }
    expect(ensHomeOf(optimism, withDevnet)).toEqual(home)
    expect(ensHomeOf(undefined, withDevnet)).toEqual(home)
  })

  it("resolves every local chain's names on the devnet chain that runs a registry", () => {
    const home = { chainId: 31337, registry: DEVNET_REGISTRY }
    expect(ensHomeOf(devnetL1, withDevnet)).toEqual(home)
    expect(ensHomeOf(devnetL2, withDevnet)).toEqual(home)
  })

  it("falls back to mainnet's when the devnet runs no registry", () => {
    const table = createChainTable(PUBLIC_CHAINS, [devnetL2])
    expect(ensHomeOf(devnetL2, table)).toEqual({ chainId: 1, registry: REGISTRY })
  })
})
