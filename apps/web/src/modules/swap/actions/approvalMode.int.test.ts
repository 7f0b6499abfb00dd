// spec 01 §4 approval mode on the live devnet: a trade sent through the legacy router its input
// was approved to — v2 Router02 (v2-sdk calldata) or the first-generation v3 SwapRouter (v3-sdk
// calldata) — moves balances exactly as quoted, like the same trade through SwapRouter02.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { approveToken } from '../../approvals'
import type { SwapTrade } from '../../quote'
import { executeSwap } from './executeSwap'
import { getSwapDeadline } from './swapDeadline'
import { balanceOf, currencyOf, quoteOnDevnet } from './testing/devnetTrades'
import { revertAfterEachTest, swapHarness } from './testing/harness'

const { manifest } = devnetL1()
const { chain, client, user, me, expectQuotedOnChain } = swapHarness(manifest, 7)
revertAfterEachTest(chain.rpcUrl)

const v3SwapRouter = chain.v3SwapRouter
const routers: Record<'V2' | 'V3', Address | undefined> = {
  V2: chain.contracts.v2Router02,
  V3: v3SwapRouter,
}

async function approve(symbol: string, spender: Address): Promise<void> {
  const sent = await approveToken({
    walletClient: user,
    publicClient: client,
    token: currencyOf(chain, symbol).address as Address,
    spender,
    amount: maxUint256,
    currentAllowance: 0n,
  })
  await client.waitForTransactionReceipt({ hash: sent.hash })
}

async function sendThrough(mode: 'V2' | 'V3', trade: SwapTrade) {
  const router = routers[mode]
  if (!router) throw new Error(`no ${mode} router on the devnet`)
  const before = {
    input: await balanceOf(client, trade.inputCurrency, me),
    output: await balanceOf(client, trade.outputCurrency, me),
  }
  const sent = await executeSwap({
    walletClient: user,
    publicClient: client,
    router,
    mode,
    trade,
    slippageBps: 50,
    deadline: await getSwapDeadline({ client, seconds: 1800 }),
  })
  const receipt = await client.waitForTransactionReceipt({ hash: sent.hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(router.toLowerCase())
  return {
    spent: before.input - (await balanceOf(client, trade.inputCurrency, me)),
    received: (await balanceOf(client, trade.outputCurrency, me)) - before.output,
    gasPaid: receipt.gasUsed * receipt.effectiveGasPrice,
  }
}

describe('swaps through the legacy routers (approval mode)', () => {
  it('the devnet deploys the first-generation v3 SwapRouter', async () => {
    expect(v3SwapRouter).toBeDefined()
    const code = await client.getCode({ address: v3SwapRouter as Address })
    expect((code ?? '0x').length).toBeGreaterThan(2)
  })

  it('v3 SwapRouter, exact input DAI → USDC on one pool: output = quote to the wei', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'DAI',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseUnits('1000', 18),
      protocols: ['v3'],
      maxSplits: 1,
    })
    await expectQuotedOnChain(trade)
    await approve('DAI', v3SwapRouter as Address)
    const { spent, received } = await sendThrough('V3', trade)
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
  })

  it('v3 SwapRouter, exact output USDC → ETH: pays the quote, unwraps the exact amount', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'USDC',
      output: 'ETH',
      tradeType: 'exactOut',
      amount: parseEther('0.5'),
      protocols: ['v3'],
      maxSplits: 1,
    })
    await approve('USDC', v3SwapRouter as Address)
    const { spent, received, gasPaid } = await sendThrough('V3', trade)
    expect(spent).toBe(trade.inputAmount)
    expect(received + gasPaid).toBe(trade.outputAmount)
  })

  it('v2 Router02, exact input WETH → DAI: output = quote to the wei', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'WETH',
      output: 'DAI',
      tradeType: 'exactIn',
      amount: parseEther('2'),
      protocols: ['v2'],
      maxSplits: 1,
    })
    await expectQuotedOnChain(trade)
    await approve('WETH', chain.contracts.v2Router02)
    const { spent, received } = await sendThrough('V2', trade)
    expect(spent).toBe(trade.inputAmount)
    expect(received).toBe(trade.outputAmount)
  })

  it('v2 Router02, native in, exact output ETH → USDC: receives exactly, pays the quote', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactOut',
      amount: parseUnits('1500', 6),
      protocols: ['v2'],
      maxSplits: 1,
    })
    const { spent, received, gasPaid } = await sendThrough('V2', trade)
    expect(received).toBe(1_500_000_000n)
    // swapETHForExactTokens refunds what the quote did not need: spent = quote + gas.
    expect(spent - gasPaid).toBe(trade.inputAmount)
  })
})
