import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { networkNote } from './networkAvailability'

const byId = (id: number) => {
  const chain = PUBLIC_CHAINS.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return chain
}
const mainnet = byId(1) // no RPC URL unless configured
const optimism = byId(10) // a public rollup RPC
const base = { localWallet: false, walletConnected: false, onReplica: true }

describe('networkNote', () => {
  it('disables the public networks for the Local test wallet, which signs only on the replica', () => {
    for (const chain of [mainnet, optimism])
      expect(networkNote({ ...base, chain, localWallet: true, walletConnected: true })).toEqual({
        note: 'localWalletOnly',
        disabled: true,
      })
  })

  it('disables a network with no RPC to read it when no wallet is connected', () => {
    expect(networkNote({ ...base, chain: mainnet })).toEqual({ note: 'noRpc', disabled: true })
    expect(networkNote({ ...base, chain: mainnet, onReplica: false })?.note).toBe('noRpc')
  })

  it('warns, without disabling, about a public network while on the replica', () => {
    expect(networkNote({ ...base, chain: optimism })).toEqual({
      note: 'publicOnReplica',
      disabled: false,
    })
  })

  it('says nothing with a real wallet connected, or off the replica with an RPC', () => {
    expect(networkNote({ ...base, chain: mainnet, walletConnected: true })).toBeNull()
    expect(networkNote({ ...base, chain: optimism, onReplica: false })).toBeNull()
  })

  it('says nothing about the replica’s own chains', () => {
    const local = { ...mainnet, id: 31337, label: 'Local', isLocal: true }
    expect(
      networkNote({ ...base, chain: local, localWallet: true, walletConnected: true }),
    ).toBeNull()
  })
})
