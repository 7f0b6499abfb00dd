// Integration-test harness (not app code): one devnet chain's clients, a user wallet, the
// router, and the steps every swap test repeats (approve the router, a deadline, send a trade and
// measure what moved). Each test file registers `revertAfterEachTest` so no state leaks.
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import { chainOf, publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { type Address, maxUint256 } from 'viem'
import { afterEach, beforeEach, expect } from 'vitest'
import { approveToken } from '../../../approvals'
import type { SwapTrade } from '../../../quote'
import { executeSwap, SwapError } from '../executeSwap'
import { getSwapDeadline } from '../swapDeadline'
import { balanceOf, currencyOf, onChainQuote } from './devnetTrades'

/** Snapshot before each test, revert after it (the revert is checked: see devnet testing/rpc). */
export function revertAfterEachTest(rpcUrl: string): void {
  let snap: string
  beforeEach(async () => {
    snap = await snapshot(rpcUrl)
  })
  afterEach(async () => {
    await revert(rpcUrl, snap)
  })
}

export function swapHarness(manifest: Manifest, userIndex: number, layer: 1 | 2 = 1) {
  const chain: ManifestChain = chainOf(manifest, layer)
  const client = publicClient(chain)
  const user = walletClient(manifest, chain, userIndex)
  const me = user.account.address
  const router = chain.contracts.swapRouter02

  async function approveRouter(symbol: string, owner = user): Promise<void> {
    const sent = await approveToken({
      walletClient: owner,
      publicClient: client,
      token: currencyOf(chain, symbol).address as Address,
      spender: router,
      amount: maxUint256,
      currentAllowance: 0n,
    })
    await client.waitForTransactionReceipt({ hash: sent.hash })
  }

  const deadline = (seconds = 1800): Promise<bigint> => getSwapDeadline({ client, seconds })

  /** Sends the trade; returns the balance changes of both sides, the gas used and paid (wei). */
  async function execute(
    trade: SwapTrade,
    options: {
      slippageBps?: number
      recipient?: Address
      permit?: Parameters<typeof executeSwap>[0]['permit']
    } = {},
  ) {
    const receiver = options.recipient ?? me
    const before = {
      input: await balanceOf(client, trade.inputCurrency, me),
      output: await balanceOf(client, trade.outputCurrency, receiver),
    }
    const sent = await executeSwap({
      walletClient: user,
      publicClient: client,
      router,
      trade,
      slippageBps: options.slippageBps ?? 50,
      deadline: await deadline(),
      recipient: options.recipient,
      permit: options.permit,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: sent.hash })
    expect(receipt.status).toBe('success')
    const after = {
      input: await balanceOf(client, trade.inputCurrency, me),
      output: await balanceOf(client, trade.outputCurrency, receiver),
    }
    return {
      sent,
      spent: before.input - after.input,
      received: after.output - before.output,
      gasPaid: receipt.gasUsed * receipt.effectiveGasPrice,
      gasUsed: receipt.gasUsed,
    }
  }

  /** Every v2-only or v3-only route's computed side equals the chain's own quote. */
  async function expectQuotedOnChain(trade: SwapTrade): Promise<void> {
    for (const r of trade.routes) {
      const onChain = await onChainQuote(client, chain, trade.tradeType, r)
      if (onChain === undefined) continue
      expect(onChain).toBe(trade.tradeType === 'exactIn' ? r.amountOut : r.amountIn)
    }
  }

  return { chain, client, user, me, router, approveRouter, deadline, execute, expectQuotedOnChain }
}

/** The promise rejects with a SwapError whose message is exactly `message`. */
export async function expectSwapError(promise: Promise<unknown>, message: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SwapError)
  expect((error as Error).message).toBe(message)
}
