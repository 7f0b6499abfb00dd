import { describe, expect, it } from 'vitest'
import { ManifestError, parseManifest } from './manifest.ts'

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const B = '0x367b454642Cf5E6D0C427F6e478F48520Ec470FB'

function manifest(ens?: unknown) {
  return {
    version: 1,
    chains: [{ chainId: 31337, rpcUrl: 'http://x', contracts: { weth9: A }, tokens: [], ens }],
    accounts: [],
  }
}

describe('parseManifest: ENS', () => {
  it('accepts a manifest without ENS and one without ens.addresses (older manifests)', () => {
    expect(() => parseManifest(manifest())).not.toThrow()
    expect(() =>
      parseManifest(manifest({ registry: A, publicResolver: B, names: {} })),
    ).not.toThrow()
  })

  it('accepts ens.addresses mapping names to addresses', () => {
    const ens = {
      registry: A,
      publicResolver: B,
      names: {},
      addresses: { 'alice.tidepool.eth': A },
    }
    expect(parseManifest(manifest(ens)).chains[0]?.ens?.addresses).toEqual({
      'alice.tidepool.eth': A,
    })
  })

  it('names the bad field of a malformed ENS entry', () => {
    const bad = (ens: unknown) => () => parseManifest(manifest(ens))
    expect(bad({ registry: 'nope', publicResolver: B })).toThrow(
      new ManifestError('manifest: chains[0].ens.registry'),
    )
    expect(bad({ registry: A, publicResolver: B, addresses: [] })).toThrow(
      new ManifestError('manifest: chains[0].ens.addresses'),
    )
    expect(bad({ registry: A, publicResolver: B, addresses: { 'x.eth': '0x12' } })).toThrow(
      new ManifestError('manifest: chains[0].ens.addresses.x.eth'),
    )
  })
})
