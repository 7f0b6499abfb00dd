// Issue 35: the devnet's trap tokens behave as their names say, seen the way the app's safety
// check will see them: a buy and a sell back simulated in one eth_simulateV1 (simulate.ts).
import {
  type Address,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { publicClient } from './testing/clients.ts'

const manifest = inject('manifest')
const l1 = manifest.chains.find((c) => c.layer === 1)
const safety = l1?.safetyTokens
if (!l1 || !safety) throw new Error('the devnet L1 has no safety tokens')
const client = publicClient(l1)
const buyer = manifest.accounts[5]?.address as Address

const router = parseAbi([
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const erc20 = parseAbi([
  'function approve(address, uint256) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])

interface Call {
  status: Hex
  logs: { address: Hex; topics: [Hex, ...Hex[]]; data: Hex }[]
  error?: { message: string }
}

/** Buys with 0.1 ETH, approves the router, sells everything bought back: one simulation. */
async function buyAndSell(token: Address, sellAmount: bigint): Promise<Call[]> {
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const to = l1?.contracts.v2Router02 as Address
  const weth = l1?.contracts.weth9 as Address
  const calls = [
    {
      from: buyer,
      to,
      value: toHex(parseEther('0.1')),
      data: encodeFunctionData({
        abi: router,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [0n, [weth, token], buyer, deadline],
      }),
    },
    {
      from: buyer,
      to: token,
      data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [to, maxUint256] }),
    },
    {
      from: buyer,
      to,
      data: encodeFunctionData({
        abi: router,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [sellAmount, 0n, [token, weth], buyer, deadline],
      }),
    },
  ]
  const [block] = (await (client.request as (a: unknown) => Promise<unknown>)({
    method: 'eth_simulateV1',
    params: [{ blockStateCalls: [{ calls }], traceTransfers: true }, 'latest'],
  })) as { calls: Call[] }[]
  return block?.calls ?? []
}

/** The token's Transfer logs of a call, as (from, to, value). */
const transfers = (call: Call | undefined, token: Address) =>
  (call?.logs ?? [])
    .filter((l) => l.address.toLowerCase() === token.toLowerCase())
    .map(
      (l) =>
        decodeEventLog({ abi: erc20, eventName: 'Transfer', topics: l.topics, data: l.data }).args,
    )

describe('the devnet’s trap tokens', () => {
  it('TRAP can be bought from its pair, and selling it back reverts', async () => {
    const { address, v2Pair } = safety.sellBlocked
    const [buy, approve, sell] = await buyAndSell(address, 1n)
    expect(buy?.status).toBe('0x1')
    const bought = transfers(buy, address)
    expect(bought).toHaveLength(1)
    expect(bought[0]?.from.toLowerCase()).toBe(v2Pair.toLowerCase())
    expect(bought[0]?.value).toBeGreaterThan(0n)
    expect(approve?.status).toBe('0x1')
    expect(sell?.status).toBe('0x0')
  })

  it('TAX10 takes 10 % of every transfer: the buyer gets 90 % of what its pair sent', async () => {
    const { address, v2Pair, feeBps } = safety.transferFee
    expect(feeBps).toBe(1_000)
    const [buy, , sell] = await buyAndSell(address, 10n ** 18n)
    const moved = transfers(buy, address)
    // the pair's transfer to the buyer, after the burn of the fee (a Transfer to 0x0)
    const burn = moved.find((t) => BigInt(t.to) === 0n)
    const received = moved.find((t) => t.to.toLowerCase() === buyer.toLowerCase())
    expect(burn?.from.toLowerCase()).toBe(v2Pair.toLowerCase())
    const sent = (burn?.value ?? 0n) + (received?.value ?? 0n)
    expect(sent).toBeGreaterThan(0n)
    expect(received?.value).toBe(sent - (sent * 1_000n) / 10_000n)
    expect(sell?.status).toBe('0x1')
  })

  it('SKIM trades like any token, but its approve() also allows the skimmer everything', async () => {
    const { address, skimmer } = safety.approvalSkim
    const [buy, approve, sell] = await buyAndSell(address, 10n ** 18n)
    expect(buy?.status).toBe('0x1')
    expect(sell?.status).toBe('0x1')
    const approvals = (approve?.logs ?? []).map(
      (l) =>
        decodeEventLog({ abi: erc20, eventName: 'Approval', topics: l.topics, data: l.data }).args,
    )
    expect(approvals.map((a) => [a.owner, a.spender, a.value])).toEqual([
      [buyer, l1?.contracts.v2Router02, maxUint256],
      [buyer, skimmer, maxUint256],
    ])
  })
})
