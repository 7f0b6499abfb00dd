// Approvals against the live devnet (spec 01 §4 Approvals, §7.6–7.8): max approval, the exact
// amount when the maximum cannot be estimated, the USDT-like token that needs a reset to 0
// first, and EIP-2612 detection and signing on the devnet's permit token (PRM).
import {
  interceptedTransport,
  publicClient,
  tokenOf,
  viemChain,
  walletClient,
} from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  maxUint256,
  parseAbi,
  parseUnits,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SentTransaction } from '../../transactions'
import { readAllowance } from './allowance'
import { approveToken } from './approve'
import { getPermitInfo, permitDeadline, signPermit } from './permit'
import { requestApproval } from './requestApproval'

const { manifest, l1: chain } = devnetL1()
const client = publicClient(chain)
const user = walletClient(manifest, chain, 6)
const owner = user.account.address
const spender = chain.contracts.swapRouter02
const token = (symbol: string) => tokenOf(chain, symbol).address

let snap: string
beforeEach(async () => {
  snap = await snapshot(chain.rpcUrl)
})
afterEach(async () => {
  await revert(chain.rpcUrl, snap)
})

async function approve(
  symbol: string,
  amount: bigint,
  publicClientOverride = client,
  exact?: boolean,
) {
  const sent: SentTransaction[] = []
  const currentAllowance = await readAllowance({ client, token: token(symbol), owner, spender })
  const last = await approveToken({
    walletClient: user,
    publicClient: publicClientOverride,
    token: token(symbol),
    spender,
    amount,
    currentAllowance,
    exact,
    onSent: (tx) => sent.push(tx),
  })
  await client.waitForTransactionReceipt({ hash: last.hash })
  return { sent, allowance: await readAllowance({ client, token: token(symbol), owner, spender }) }
}

describe('approveToken', () => {
  it('approves the maximum and reports the transaction with its nonce', async () => {
    const nonce = await client.getTransactionCount({ address: owner })
    const { sent, allowance } = await approve('DAI', parseUnits('10', 18))
    expect(allowance).toBe(maxUint256)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ from: owner, nonce })
  })

  it('approves the exact amount when the maximum cannot be estimated', async () => {
    const maxData = encodeFunctionData({
      abi: parseAbi(['function approve(address, uint256)']),
      functionName: 'approve',
      args: [spender, maxUint256],
    })
    const picky = createPublicClient({
      chain: viemChain(chain),
      transport: interceptedTransport(chain, (method, params) => {
        const [tx] = (params ?? []) as [{ data?: string } | undefined]
        if (method === 'eth_estimateGas' && tx?.data === maxData)
          throw Object.assign(new Error('execution reverted'), { code: 3 })
        return undefined
      }),
    })
    const amount = parseUnits('123.45', 18)
    const { sent, allowance } = await approve('DAI', amount, picky)
    expect(sent).toHaveLength(1)
    expect(allowance).toBe(amount)
  })

  it('approves only the amount asked when the user chose exact-amount approvals (issue 35)', async () => {
    const amount = parseUnits('7.5', 18)
    const { sent, allowance } = await approve('DAI', amount, client, true)
    expect(sent).toHaveLength(1)
    expect(allowance).toBe(amount)
  })

  it('USDT-like: resets a non-zero allowance to 0 first, then approves the maximum', async () => {
    const usdt = token('USDT')
    // A small existing allowance, as a previous exact approval leaves behind.
    const first = await approve('USDT', 5n)
    expect(first.allowance).toBe(maxUint256)
    // Spend it down to a small non-zero value through a direct approve(0) + approve(5).
    const abi = parseAbi(['function approve(address, uint256)'])
    for (const value of [0n, 5n]) {
      const hash = await user.writeContract({
        address: usdt,
        abi,
        functionName: 'approve',
        args: [spender, value],
      })
      await client.waitForTransactionReceipt({ hash })
    }
    expect(await readAllowance({ client, token: usdt, owner, spender })).toBe(5n)
    const { sent, allowance } = await approve('USDT', parseUnits('1000', 6))
    expect(sent).toHaveLength(2)
    expect(allowance).toBe(maxUint256)
  })
})

describe('EIP-2612 permits', () => {
  it('detects PRM and its domain; tokens without permit get null', async () => {
    const info = await getPermitInfo({ client, chainId: chain.chainId, token: token('PRM'), owner })
    expect(info?.domain).toEqual({
      name: 'Permit Token',
      version: '1',
      chainId: chain.chainId,
      verifyingContract: token('PRM'),
    })
    expect(info?.nonce).toBe(0n)
    for (const symbol of ['USDC', 'USDT', 'WETH', 'MKR'])
      expect(
        await getPermitInfo({ client, chainId: chain.chainId, token: token(symbol), owner }),
      ).toBeNull()
  })

  it('signs a permit the token accepts', async () => {
    const prm = token('PRM')
    const info = await getPermitInfo({ client, chainId: chain.chainId, token: prm, owner })
    if (!info) throw new Error('PRM should support EIP-2612')
    const amount = parseUnits('42', 18)
    const sig = await signPermit({
      walletClient: user,
      chainId: chain.chainId,
      token: prm,
      info,
      spender,
      amount,
      deadline: await permitDeadline(client, 1800),
    })
    expect(sig).toMatchObject({ amount, owner, spender, tokenAddress: prm, chainId: chain.chainId })
    // Anyone may submit it: here another account does, and the allowance appears.
    const relayer = walletClient(manifest, chain, 7)
    const hash = await relayer.writeContract({
      address: prm,
      abi: parseAbi([
        'function permit(address, address, uint256, uint256, uint8, bytes32, bytes32)',
      ]),
      functionName: 'permit',
      args: [owner, spender as Address, amount, sig.deadline, sig.v, sig.r, sig.s],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await readAllowance({ client, token: prm, owner, spender })).toBe(amount)
  })
})

describe('requestApproval: the approve button (spec 01 §4 Approvals)', () => {
  /** A JSON-RPC wallet (the node signs for its unlocked account) whose typed-data prompt fails. */
  const walletFailingSignature = (fail: { code: number; message: string }) =>
    createWalletClient({
      account: owner,
      chain: viemChain(chain),
      transport: interceptedTransport(chain, (method) => {
        if (method === 'eth_signTypedData_v4') throw Object.assign(new Error(fail.message), fail)
        return undefined
      }),
    })
  const request = (symbol: string, walletClient = user, onSent?: (tx: SentTransaction) => void) =>
    requestApproval({
      walletClient,
      publicClient: client,
      chainId: chain.chainId,
      token: token(symbol),
      spender,
      amount: parseUnits('100', 18),
      currentAllowance: 0n,
      deadlineSeconds: 1800,
      onSent,
    })

  it('signs a permit for PRM: no transaction', async () => {
    const nonce = await client.getTransactionCount({ address: owner })
    const result = await request('PRM')
    expect(result.kind).toBe('permit')
    expect(await client.getTransactionCount({ address: owner })).toBe(nonce)
  })

  it('approves DAI on-chain (no permit support)', async () => {
    const sent: SentTransaction[] = []
    const result = await request('DAI', user, (tx) => sent.push(tx))
    expect(result.kind).toBe('approval')
    expect(sent).toHaveLength(1)
    expect(await readAllowance({ client, token: token('DAI'), owner, spender })).toBe(maxUint256)
  })

  it('a refused permit signature (4001) ends there: no approval transaction', async () => {
    const nonce = await client.getTransactionCount({ address: owner })
    const result = await request(
      'PRM',
      walletFailingSignature({ code: 4001, message: 'User rejected' }),
    )
    expect(result).toEqual({ kind: 'rejected' })
    expect(await client.getTransactionCount({ address: owner })).toBe(nonce)
  })

  it('any other permit failure falls back to an on-chain approval', async () => {
    const result = await request(
      'PRM',
      walletFailingSignature({ code: -32603, message: 'Ledger: typed data not supported' }),
    )
    expect(result.kind).toBe('approval')
    if (result.kind === 'approval')
      await client.waitForTransactionReceipt({ hash: result.transaction.hash })
    expect(await readAllowance({ client, token: token('PRM'), owner, spender })).toBe(maxUint256)
  })
})
