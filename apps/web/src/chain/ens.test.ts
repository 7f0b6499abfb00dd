import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveEnsAddress } from './ens'

const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const RESOLVER: Address = '0x367b454642Cf5E6D0C427F6e478F48520Ec470FB'
const ALICE: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const abi = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function addr(bytes32 node) view returns (address)',
])

interface FakeEns {
  /** node → resolver */
  resolvers?: Record<Hex, Address>
  /** node → addr; 'revert' makes addr() revert. */
  addrs?: Record<Hex, Address | 'revert'>
  /** Make every call (or only the resolver's) fail like a dead RPC. */
  down?: boolean | 'resolver'
}

/** A client whose eth_call answers from tables, as the registry and a resolver would. */
function fakeClient({ resolvers = {}, addrs = {}, down = false }: FakeEns) {
  return createClient({
    transport: custom(
      {
        async request({ method, params }) {
          if (method === 'eth_chainId') return '0x7a69'
          if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
          const [{ to, data }] = params as [{ to: Address; data: Hex }]
          if (down === true || (down === 'resolver' && to === RESOLVER))
            throw new Error('connection refused')
          const call = decodeFunctionData({ abi, data })
          const node = call.args[0]
          if (to.toLowerCase() === REGISTRY.toLowerCase() && call.functionName === 'resolver')
            return encodeFunctionResult({
              abi,
              functionName: 'resolver',
              result: resolvers[node] ?? zeroAddress,
            })
          if (to.toLowerCase() === RESOLVER.toLowerCase() && call.functionName === 'addr') {
            const addr = addrs[node] ?? zeroAddress
            if (addr === 'revert')
              throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' })
            return encodeFunctionResult({ abi, functionName: 'addr', result: addr })
          }
          return '0x'
        },
      },
      { retryCount: 0 },
    ),
  })
}

const node = namehash('alice.tidepool.eth')

describe('resolveEnsAddress', () => {
  it('reads the resolver from the registry, then its addr record', async () => {
    const client = fakeClient({ resolvers: { [node]: RESOLVER }, addrs: { [node]: ALICE } })
    expect(await resolveEnsAddress(client, REGISTRY, 'alice.tidepool.eth')).toBe(ALICE)
  })

  it('lower-cases an ASCII name, as ENS normalisation does', async () => {
    const client = fakeClient({ resolvers: { [node]: RESOLVER }, addrs: { [node]: ALICE } })
    expect(await resolveEnsAddress(client, REGISTRY, 'Alice.Tidepool.ETH')).toBe(ALICE)
  })

  it('is null for a name without a resolver', async () => {
    expect(await resolveEnsAddress(fakeClient({}), REGISTRY, 'nobody.eth')).toBeNull()
  })

  it('is null when the addr record is unset (zero address)', async () => {
    const client = fakeClient({ resolvers: { [node]: RESOLVER } })
    expect(await resolveEnsAddress(client, REGISTRY, 'alice.tidepool.eth')).toBeNull()
  })

  it('is null when the resolver reverts on addr()', async () => {
    const client = fakeClient({ resolvers: { [node]: RESOLVER }, addrs: { [node]: 'revert' } })
    expect(await resolveEnsAddress(client, REGISTRY, 'alice.tidepool.eth')).toBeNull()
  })

  it('throws when the chain cannot be read, rather than calling the name unknown', async () => {
    await expect(
      resolveEnsAddress(fakeClient({ down: true }), REGISTRY, 'alice.tidepool.eth'),
    ).rejects.toThrow()
    const resolverDown = fakeClient({ resolvers: { [node]: RESOLVER }, down: 'resolver' })
    await expect(resolveEnsAddress(resolverDown, REGISTRY, 'alice.tidepool.eth')).rejects.toThrow()
  })
})
