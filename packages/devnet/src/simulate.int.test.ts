// Issue 35: the devnet's eth_simulateV1 (simulate.ts, answered by the RPC proxy) against the
// standard: a plain transfer, native transfers with traceTransfers, a revert, and a sequence whose
// second call sees the first's state. Each simulation leaves the chain as it found it.
import {
  type Address,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  parseEther,
  toHex,
  zeroAddress,
} from 'viem'
import { simulateBlocks } from 'viem/actions'
import { describe, expect, inject, it } from 'vitest'
import { publicClient, tokenOf } from './testing/clients.ts'

const manifest = inject('manifest')
const l1 = manifest.chains[0]
if (!l1) throw new Error('the devnet manifest has no chain')
const client = publicClient(l1)

const erc20 = parseAbi([
  'function transfer(address, uint256) returns (bool)',
  'function approve(address, uint256) returns (bool)',
  'function transferFrom(address, address, uint256) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
])
const weth9 = parseAbi(['function deposit() payable', 'function withdraw(uint256)'])
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const account = (index: number): Address => {
  const a = manifest.accounts[index]
  if (!a) throw new Error(`the manifest has no account ${index}`)
  return a.address as Address
}
const [alice, bob, carol] = [account(0), account(1), account(2)]
const usdc = tokenOf(l1, 'USDC').address

interface Log {
  address: Hex
  topics: Hex[]
  data: Hex
  transactionHash: Hex
}
interface Call {
  status: Hex
  returnData: Hex
  gasUsed: Hex
  logs: Log[]
  error?: { code: number; message: string; data?: Hex }
}
interface SimBlock {
  number: Hex
  calls: Call[]
}

type Raw = (a: { method: string; params: unknown[] }) => Promise<unknown>
const simulate = (calls: object[], options: object = {}, tag: unknown = 'latest') =>
  (client.request as unknown as Raw)({
    method: 'eth_simulateV1',
    params: [{ blockStateCalls: [{ calls }], ...options }, tag],
  }) as Promise<SimBlock[]>

const topic = (a: Address) => pad(a.toLowerCase() as Hex)
const word = (n: bigint) => pad(toHex(n))
const transferCall = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [to, amount] })

/** What a simulation must not change: the head, and the balances it moved. */
async function chainState() {
  const [head, eth, tokens] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    client.getBalance({ address: alice }),
    client.readContract({ address: usdc, abi: erc20, functionName: 'balanceOf', args: [bob] }),
  ])
  return { head, eth, tokens }
}

describe('eth_simulateV1 on the devnet', () => {
  it('simulates an ERC-20 transfer: status, return data and its Transfer log, then leaves the chain as it was', async () => {
    const before = await chainState()
    const [block] = await simulate([{ from: alice, to: usdc, data: transferCall(bob, 1_000_000n) }])
    const call = block?.calls[0]
    expect(call?.status).toBe('0x1')
    expect(BigInt(call?.returnData ?? '0x0')).toBe(1n) // `true`
    expect(call?.logs).toHaveLength(1)
    expect(call?.logs[0]).toMatchObject({
      address: usdc.toLowerCase(),
      topics: [TRANSFER, topic(alice), topic(bob)],
      data: word(1_000_000n),
    })
    expect(BigInt(block?.number ?? '0x0')).toBeGreaterThan(before.head)
    expect(await chainState()).toEqual(before)
  })

  it('adds native transfers as Transfer logs of 0xeeee… with traceTransfers, nested ones in execution order', async () => {
    const one = parseEther('1')
    const calls = [
      { from: alice, to: bob, value: toHex(one) },
      {
        from: alice,
        to: l1.contracts.weth9,
        value: toHex(one),
        data: encodeFunctionData({ abi: weth9, functionName: 'deposit' }),
      },
      {
        from: alice,
        to: l1.contracts.weth9,
        data: encodeFunctionData({ abi: weth9, functionName: 'withdraw', args: [one] }),
      },
    ]
    const [traced] = await simulate(calls, { traceTransfers: true })
    const [plain, deposit, withdraw] = traced?.calls ?? []
    expect(plain?.logs.map((l) => [l.address, l.topics, l.data])).toEqual([
      [ETH, [TRANSFER, topic(alice), topic(bob)], word(one)],
    ])
    // deposit: the ETH moves in as the call is entered, before WETH's Deposit event
    expect(deposit?.logs.map((l) => l.address)).toEqual([ETH, l1.contracts.weth9.toLowerCase()])
    expect(deposit?.logs[0]?.topics).toEqual([TRANSFER, topic(alice), topic(l1.contracts.weth9)])
    // withdraw: WETH9 sends the ETH back (an internal call) before it logs Withdrawal
    expect(withdraw?.logs.map((l) => l.address)).toEqual([ETH, l1.contracts.weth9.toLowerCase()])
    expect(withdraw?.logs[0]?.topics).toEqual([TRANSFER, topic(l1.contracts.weth9), topic(alice)])
    expect(withdraw?.logs[0]?.data).toBe(word(one))

    const [untraced] = await simulate(calls)
    expect(untraced?.calls.map((c) => c.logs.length)).toEqual([0, 1, 1])
  })

  it('reports a revert with its data and keeps going with the next call', async () => {
    const before = await chainState()
    const [block] = await simulate([
      { from: bob, to: usdc, data: transferCall(carol, 2n ** 255n) },
      { from: alice, to: usdc, data: transferCall(bob, 7n) },
    ])
    const [reverted, after] = block?.calls ?? []
    expect(reverted?.status).toBe('0x0')
    expect(reverted?.error?.code).toBe(3)
    expect(reverted?.error?.data).toBe(reverted?.returnData)
    expect(reverted?.error?.data?.slice(0, 10)).toBe('0x08c379a0') // Error(string)
    expect(reverted?.error?.message).toMatch(/balance/)
    expect(reverted?.logs).toEqual([])
    expect(after?.status).toBe('0x1')
    expect(await chainState()).toEqual(before)
  })

  it('runs calls in sequence: a transferFrom sees the approval simulated before it', async () => {
    const pull = {
      from: bob,
      to: usdc,
      data: encodeFunctionData({
        abi: erc20,
        functionName: 'transferFrom',
        args: [alice, carol, 5n],
      }),
    }
    // alone, bob has no allowance from alice
    const [alone] = await simulate([pull])
    expect(alone?.calls[0]?.status).toBe('0x0')
    const approve = {
      from: alice,
      to: usdc,
      data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [bob, 5n] }),
    }
    const [both] = await simulate([approve, pull])
    expect(both?.calls.map((c) => c.status)).toEqual(['0x1', '0x1'])
    expect(both?.calls[1]?.logs[0]?.topics).toEqual([TRANSFER, topic(alice), topic(carol)])
  })

  it('is read by viem’s simulateBlocks as the standard answer', async () => {
    const [block] = await simulateBlocks(client, {
      blocks: [
        {
          calls: [
            { account: alice, to: usdc, abi: erc20, functionName: 'transfer', args: [bob, 3n] },
          ],
        },
      ],
    })
    expect(block?.calls[0]).toMatchObject({ status: 'success', result: true })
  })

  it('answers nothing else while it runs: reads beside a simulation see the chain, not the simulation', async () => {
    const before = await client.getBalance({ address: bob })
    let done = false
    const sim = simulate([
      { from: alice, to: bob, value: toHex(parseEther('5')) },
      { from: alice, to: bob, value: toHex(parseEther('5')) },
    ]).finally(() => {
      done = true
    })
    // Reads sent one after another for as long as the simulation runs: each started before it
    // ended, and none may see the 10 ETH it moves to bob.
    const seen: bigint[] = []
    while (!done) seen.push(await client.getBalance({ address: bob, blockTag: 'latest' }))
    await sim
    expect(seen.length).toBeGreaterThanOrEqual(1)
    expect(new Set(seen)).toEqual(new Set([before]))
  })

  it('leaves blocks held as a test held them: automine off and interval mining stopped stay so', async () => {
    const raw = client.request as unknown as Raw
    await raw({ method: 'evm_setAutomine', params: [false] })
    await raw({ method: 'evm_setIntervalMining', params: [0] })
    try {
      const [block] = await simulate([{ from: alice, to: bob, value: toHex(1n) }])
      expect(block?.calls[0]?.status).toBe('0x1')
      expect(await raw({ method: 'hardhat_getAutomine', params: [] })).toBe(false)
      // Held: a transaction sent now waits in the mempool until a block is mined by hand.
      const head = await client.getBlockNumber({ cacheTime: 0 })
      const hash = (await raw({
        method: 'eth_sendTransaction',
        params: [{ from: alice, to: bob, value: toHex(1n) }],
      })) as Hex
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(head)
      await raw({ method: 'evm_mine', params: [] })
      expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    } finally {
      await raw({ method: 'evm_setAutomine', params: [true] })
      await raw({ method: 'evm_setIntervalMining', params: [12_000] })
    }
  })

  it('refuses what it cannot emulate with the standard invalid-params error', async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    await expect(
      simulate([{ from: alice, to: zeroAddress }], {}, toHex(head - 1n)),
    ).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      simulate([{ from: alice, to: zeroAddress }], { validation: true }),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })
})
