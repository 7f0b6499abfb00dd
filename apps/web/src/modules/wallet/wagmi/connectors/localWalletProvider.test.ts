import {
  type Chain,
  custom,
  defineChain,
  type Hex,
  hashTypedData,
  numberToHex,
  parseTransaction,
  recoverAddress,
  recoverMessageAddress,
  recoverTransactionAddress,
  type TransactionSerialized,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createLocalWalletProvider } from './localWalletProvider'

// Hardhat's first development key: public knowledge, never holds value.
const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const chain = (id: number): Chain =>
  defineChain({
    id,
    name: `Local ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })
const L1 = chain(31337)
const L2 = chain(412346)

type NodeRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

function setup(nodeRequest = vi.fn<NodeRequest>(async () => null)) {
  const provider = createLocalWalletProvider({
    privateKey: KEY,
    chains: [L1, L2],
    transport: () => custom({ request: nodeRequest }, { retryCount: 0 }),
  })
  return { provider, nodeRequest }
}

describe('local test wallet provider', () => {
  it('answers eth_chainId and eth_accounts itself', async () => {
    const { provider, nodeRequest } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe(numberToHex(31337))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(nodeRequest).not.toHaveBeenCalled()
  })

  it('switches among local chains locally and emits chainChanged', async () => {
    const { provider, nodeRequest } = setup()
    const onChainChanged = vi.fn()
    provider.on('chainChanged', onChainChanged)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(412346) }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe(numberToHex(412346))
    expect(onChainChanged).toHaveBeenCalledWith(numberToHex(412346))
    expect(nodeRequest).not.toHaveBeenCalled()
  })

  it('refuses an unknown chain with code 4902 and "Unsupported chain ID: {id}"', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unsupported chain ID: 1' })
    expect(provider.chainId).toBe(31337)
  })

  it('signs a fully specified transaction without a node, recoverable to its address', async () => {
    const { provider, nodeRequest } = setup()
    const signed = (await provider.request({
      method: 'eth_signTransaction',
      params: [
        {
          from: ADDRESS,
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: numberToHex(10n ** 18n),
          gas: numberToHex(21_000),
          nonce: '0x7',
          maxFeePerGas: numberToHex(2_000_000_000),
          maxPriorityFeePerGas: numberToHex(1_000_000_000),
        },
      ],
    })) as TransactionSerialized
    expect(nodeRequest).not.toHaveBeenCalled()
    const tx = parseTransaction(signed)
    expect(tx).toMatchObject({ chainId: 31337, nonce: 7, value: 10n ** 18n, type: 'eip1559' })
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(ADDRESS)
  })

  it('sends a transaction as a raw transaction to the current chain node', async () => {
    const nodeRequest = vi.fn<NodeRequest>(async ({ method }) => {
      if (method === 'eth_sendRawTransaction') return `0x${'ab'.repeat(32)}`
      if (method === 'eth_chainId') return numberToHex(412346)
      throw new Error(`unexpected ${method}`)
    })
    const { provider } = setup(nodeRequest)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(412346) }],
    })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS, gas: '0x5208', nonce: '0x0', gasPrice: '0x3b9aca00' }],
    })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    const raw = nodeRequest.mock.calls.find(([a]) => a.method === 'eth_sendRawTransaction')
    expect(raw).toBeDefined()
    const [serialized] = (raw?.[0]?.params ?? []) as [TransactionSerialized]
    expect(parseTransaction(serialized)).toMatchObject({ chainId: 412346, type: 'legacy' })
  })

  it('sends concurrent transactions one after another, each with its own nonce', async () => {
    const sent: TransactionSerialized[] = []
    const nodeRequest = vi.fn<NodeRequest>(async ({ method, params }) => {
      if (method === 'eth_getTransactionCount') return numberToHex(sent.length)
      if (method === 'eth_sendRawTransaction') {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push((params as [TransactionSerialized])[0])
        return `0x${String(sent.length).padStart(64, '0')}`
      }
      throw new Error(`unexpected ${method}`)
    })
    const { provider } = setup(nodeRequest)
    const tx = { to: ADDRESS, gas: '0x5208', gasPrice: '0x3b9aca00' }
    await Promise.all([
      provider.request({ method: 'eth_sendTransaction', params: [tx] }),
      provider.request({ method: 'eth_sendTransaction', params: [tx] }),
    ])
    expect(sent.map((raw) => parseTransaction(raw).nonce)).toEqual([0, 1])
  })

  it('signs messages and typed data with the devnet key', async () => {
    const { provider } = setup()
    const message = '0x68656c6c6f' // "hello"
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, ADDRESS],
    })) as Hex
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(ADDRESS)

    const typedData = {
      domain: { name: 'Test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const typedSignature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS, JSON.stringify(typedData)],
    })) as Hex
    expect(
      await recoverAddress({ hash: hashTypedData(typedData), signature: typedSignature }),
    ).toBe(ADDRESS)
  })

  it('refuses to sign for another account', async () => {
    const { provider } = setup()
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('forwards reads to the current chain node', async () => {
    const nodeRequest = vi.fn<NodeRequest>(async () => '0x10')
    const { provider } = setup(nodeRequest)
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(nodeRequest.mock.calls[0]?.[0]).toMatchObject({ method: 'eth_blockNumber' })
  })
})
