import { type Address, createWalletClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  GasEstimateError,
  TransactionRejectedError,
  TransactionRevertError,
  TransactionSendError,
} from '../errors'
import { gasLimit, WALLET_GAS, withGasMargin } from '../gasRules'
import { fakeNode } from '../testing/fakeNode'
import { ALICE, BOB, hashOf } from '../testing/fixtures'
import { sendTransaction } from './sendTransaction'

const revertData = encodeErrorResult({
  abi: parseAbi(['error Error(string)']),
  errorName: 'Error',
  args: ['Too little received'],
})

function setup(init: Parameters<typeof fakeNode>[0] = {}) {
  const fake = fakeNode(init)
  const walletClient = createWalletClient({
    account: ALICE as Address,
    chain: mainnet,
    transport: custom({ request: fake.request }, { retryCount: 0 }),
  })
  const send = (extra: Partial<Parameters<typeof sendTransaction>[0]> = {}) =>
    sendTransaction({ walletClient, publicClient: fake.client, to: BOB, data: '0x1234', ...extra })
  const sentGas = () => {
    const sent = fake.node.calls.find((c) => c.method === 'eth_sendTransaction')
    return (sent?.params[0] as { gas?: string } | undefined)?.gas
  }
  return { ...fake, send, sentGas }
}

describe('sendTransaction: gas rules (a parameter of each call)', () => {
  it('default: the estimate plus 20 % (spec 01 §7.7)', async () => {
    const t = setup({ estimate: 100_000n })
    const sent = await t.send()
    expect(sent).toEqual({ hash: hashOf(0xabc), from: ALICE, nonce: 7 })
    expect(BigInt(t.sentGas() ?? 0)).toBe(120_000n)
  })
  it('another margin when the flow asks for one', async () => {
    const t = setup({ estimate: 100_000n })
    await t.send({ gas: { kind: 'estimate', marginPercent: 50 } })
    expect(BigInt(t.sentGas() ?? 0)).toBe(150_000n)
  })
  it('a fixed limit is sent as is, without estimating (spec 02 §9: claim 350000)', async () => {
    const t = setup({ estimate: { code: -32000, message: 'would fail' } })
    await t.send({ gas: gasLimit(350_000n) })
    expect(BigInt(t.sentGas() ?? 0)).toBe(350_000n)
    expect(t.node.calls.some((c) => c.method === 'eth_estimateGas')).toBe(false)
  })
  it("the wallet's own estimate: no gas field, no estimate", async () => {
    const t = setup()
    await t.send({ gas: WALLET_GAS })
    expect(t.sentGas()).toBeUndefined()
    expect(t.node.calls.some((c) => c.method === 'eth_estimateGas')).toBe(false)
  })
  it('withGasMargin rounds down in integer math', () => {
    expect(withGasMargin(21_001n)).toBe(25_201n)
    expect(withGasMargin(1_000n, 0)).toBe(1_000n)
  })
})

describe('sendTransaction: a failed estimate is replayed as eth_call for the reason', () => {
  it('the call reverts: TransactionRevertError with the decoded reason, wallet never asked', async () => {
    const t = setup({
      estimate: { code: 3, message: 'execution reverted', data: revertData },
      callError: { code: 3, message: 'execution reverted', data: revertData },
    })
    const error = await t.send().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertError)
    expect((error as TransactionRevertError).reason).toBe('Too little received')
    expect(t.node.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })
  it('the call passes: GasEstimateError (nothing to explain)', async () => {
    const t = setup({ estimate: { code: -32000, message: 'gas required exceeds allowance' } })
    await expect(t.send()).rejects.toBeInstanceOf(GasEstimateError)
    expect(t.node.calls.map((c) => c.method)).toContain('eth_call')
  })
})

describe('sendTransaction: the wallet-rejection rule (spec 02 §8, code 4001)', () => {
  const rejections: [string, unknown][] = [
    ['EIP-1193 4001', { code: 4001, message: 'User rejected the request.' }],
    ['nested under cause', new Error('wrapped', { cause: { code: 4001, message: 'x' } })],
    ['ethers ACTION_REJECTED', { code: 'ACTION_REJECTED', message: 'user rejected action' }],
    ['WalletConnect 5000', { code: 5000, message: 'User rejected.' }],
    [
      'text under another code',
      {
        code: -32603,
        message: 'Internal error',
        data: { originalError: { message: 'User denied transaction signature' } },
      },
    ],
    ['Ledger wording', { code: -32000, message: 'Transaction denied by the user' }],
    ['cancelled', { message: 'Request cancelled by user' }],
  ]
  for (const [name, sendError] of rejections)
    it(`${name} → TransactionRejectedError`, async () => {
      const t = setup({ sendError })
      await expect(t.send()).rejects.toBeInstanceOf(TransactionRejectedError)
    })
  it('any other send failure → TransactionSendError with the cause kept', async () => {
    const t = setup({ sendError: { code: -32000, message: 'insufficient funds for gas' } })
    const error = await t.send().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionSendError)
    expect(error).not.toBeInstanceOf(TransactionRejectedError)
    expect(String((error as Error).message)).toContain('insufficient funds')
  })
})
