// Execution against the live devnet (issue 5 "Must show", spec 01 §7.7): router-sdk calldata for
// engine trades sent through SwapRouter02 moves balances exactly as quoted (QuoterV2 / Router02
// agree with the quote): exact input and output, split, multi-hop, mixed v2+v3, native in and
// out, to another recipient, a permit instead of an approval; and wrap / unwrap through WETH9.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { getPermitInfo, permitDeadline, signPermit } from '../../approvals'
import type { SwapTrade } from '../../quote'
import { sendTransaction, WALLET_GAS } from '../../transactions'
import { maximumAmountIn } from '../utils/slippage'
import { balanceOf, currencyOf, quoteOnDevnet } from './testing/devnetTrades'
import { revertAfterEachTest, swapHarness } from './testing/harness'
import { wrapCall } from './wrapNative'

const { manifest } = devnetL1()
const RECIPIENT = 5
const { chain, client, user, me, approveRouter, execute, expectQuotedOnChain } = swapHarness(
  manifest,
  4,
)
const router = chain.contracts.swapRouter02
revertAfterEachTest(chain.rpcUrl)

describe('swaps through SwapRouter02 with router-sdk calldata', () => {
  it('approve, then exact input USDC → WETH: balances move exactly as quoted', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'USDC',
      output: 'WETH',
      tradeType: 'exactIn',
      amount: parseUnits('5000', 6),
    })
    await expectQuotedOnChain(trade)
    await approveRouter('USDC')
    const { spent, received, sent } = await execute(trade)
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
    expect(sent.from).toBe(me)
    expect(sent.nonce).toBe((await client.getTransactionCount({ address: me })) - 1)
  })

  it('exact output DAI → WBTC: receives exactly the amount, pays exactly the quote', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'DAI',
      output: 'WBTC',
      tradeType: 'exactOut',
      amount: parseUnits('0.5', 8),
    })
    await expectQuotedOnChain(trade)
    await approveRouter('DAI')
    const { spent, received } = await execute(trade)
    expect(received).toBe(parseUnits('0.5', 8))
    expect(spent).toBe(trade.inputAmount)
    expect(spent).toBeLessThanOrEqual(maximumAmountIn(trade, 50))
  })

  it('split: a large ETH → USDC exact input over several pools', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('1000'),
      maxSplits: 7,
    })
    expect(trade.routes.length).toBeGreaterThan(1)
    await expectQuotedOnChain(trade)
    const { spent, received, gasPaid } = await execute(trade)
    expect(spent).toBe(trade.inputAmount + gasPaid)
    expect(received).toBe(trade.outputAmount)
  })

  it('multi-hop: DAI → WBTC through an intermediate token', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'DAI',
      output: 'WBTC',
      tradeType: 'exactIn',
      amount: parseUnits('100000', 18),
      maxSplits: 1,
    })
    expect(trade.routes[0]?.hops.length).toBeGreaterThan(1)
    await expectQuotedOnChain(trade)
    await approveRouter('DAI')
    const { spent, received } = await execute(trade)
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
  })

  it('mixed: a route chaining v2 and v3 pools executes as quoted', async () => {
    // The first seeded pair whose best route mixes protocols (the engine decides, so search).
    const candidates = [
      ['DAI', 'MKR'],
      ['USDC', 'MKR'],
      ['USDT', 'MKR'],
      ['WBTC', 'MKR'],
      ['MKR', 'DAI'],
      ['PRM', 'USDT'],
      ['USDT', 'PRM'],
      ['WBTC', 'PRM'],
    ] as const
    let mixed: SwapTrade | undefined
    for (const [input, output] of candidates)
      for (const whole of ['100', '10000']) {
        if (mixed) break
        const decimals = currencyOf(chain, input).decimals
        const t = await quoteOnDevnet({
          client,
          chain,
          input,
          output,
          tradeType: 'exactIn',
          amount: parseUnits(whole, decimals),
        }).catch(() => undefined)
        if (t?.routes.some((r) => r.protocol === 'MIXED')) mixed = t
      }
    if (!mixed) throw new Error('no mixed route among the candidates')
    await approveRouter(mixed.inputCurrency.symbol)
    const { spent, received } = await execute(mixed)
    expect(spent).toBe(mixed.inputAmount)
    expect(received).toBe(mixed.outputAmount)
  })

  it('ETH → USDC: the router wraps the value; no approval needed', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('2'),
    })
    const { spent, received, gasPaid } = await execute(trade)
    expect(spent).toBe(trade.inputAmount + gasPaid)
    expect(received).toBe(trade.outputAmount)
  })

  it('ETH → USDC exact output refunds the unspent ETH', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactOut',
      amount: parseUnits('3000', 6),
    })
    const { spent, received, gasPaid } = await execute(trade, { slippageBps: 300 })
    expect(received).toBe(parseUnits('3000', 6))
    expect(spent).toBe(trade.inputAmount + gasPaid)
  })

  it('USDC → ETH to another recipient: the router unwraps to them', async () => {
    const recipient = manifest.accounts[RECIPIENT]?.address as Address
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'USDC',
      output: 'ETH',
      tradeType: 'exactIn',
      amount: parseUnits('3000', 6),
    })
    await approveRouter('USDC')
    const { spent, received } = await execute(trade, { recipient })
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
  })

  it('PRM with a permit: no approval transaction, the swap self-permits', async () => {
    const prm = currencyOf(chain, 'PRM').address as Address
    const allowance = () =>
      client.readContract({
        address: prm,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [me, router],
      })
    expect(await allowance()).toBe(0n)
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'PRM',
      output: 'WETH',
      tradeType: 'exactIn',
      amount: parseUnits('1000', 18),
    })
    const info = await getPermitInfo({ client, chainId: chain.chainId, token: prm, owner: me })
    if (!info) throw new Error('PRM should support EIP-2612')
    const nonceBefore = await client.getTransactionCount({ address: me })
    const signature = await signPermit({
      walletClient: user,
      chainId: chain.chainId,
      token: prm,
      info,
      spender: router,
      amount: trade.inputAmount,
      deadline: await permitDeadline(client, 1800),
    })
    const { spent, received } = await execute(trade, { permit: signature })
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
    // One transaction only (the swap), and the permit was used up by it.
    expect(await client.getTransactionCount({ address: me })).toBe(nonceBefore + 1)
    expect(await allowance()).toBe(0n)
  })
})

describe('wrap and unwrap through WETH9', () => {
  it('wraps 1 ETH and unwraps it back', async () => {
    const weth = currencyOf(chain, 'WETH')
    const before = await balanceOf(client, weth, me)
    const wrap = await sendTransaction({
      walletClient: user,
      publicClient: client,
      ...wrapCall({ weth: chain.contracts.weth9, amount: parseEther('1'), unwrap: false }),
      gas: WALLET_GAS,
    })
    await client.waitForTransactionReceipt({ hash: wrap.hash })
    expect(await balanceOf(client, weth, me)).toBe(before + parseEther('1'))
    const ethBefore = await client.getBalance({ address: me })
    const unwrap = await sendTransaction({
      walletClient: user,
      publicClient: client,
      ...wrapCall({ weth: chain.contracts.weth9, amount: parseEther('1'), unwrap: true }),
      gas: WALLET_GAS,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: unwrap.hash })
    expect(await balanceOf(client, weth, me)).toBe(before)
    expect(await client.getBalance({ address: me })).toBe(
      ethBefore + parseEther('1') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })
})

describe('on the L2 (Arbitrum replica)', () => {
  const l2 = swapHarness(manifest, 4, 2)
  revertAfterEachTest(l2.chain.rpcUrl)

  it('ETH → USDC and back to ETH as quoted', async () => {
    const buy = await quoteOnDevnet({
      client: l2.client,
      chain: l2.chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('1'),
    })
    const bought = await l2.execute(buy)
    expect(bought.received).toBe(buy.outputAmount)
    expect(bought.spent).toBe(buy.inputAmount + bought.gasPaid)
    const sell = await quoteOnDevnet({
      client: l2.client,
      chain: l2.chain,
      input: 'USDC',
      output: 'ETH',
      tradeType: 'exactOut',
      amount: parseEther('0.5'),
      fresh: true, // the buy above moved the pools
    })
    await l2.approveRouter('USDC')
    const sold = await l2.execute(sell)
    expect(sold.spent).toBe(sell.inputAmount)
    expect(sold.received).toBe(parseEther('0.5') - sold.gasPaid)
  })
})
