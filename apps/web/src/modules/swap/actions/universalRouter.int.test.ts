// Issue 31: swaps through the Universal Router with Permit2, on the live devnet. Each trade is
// the routing service's answer (v2, v3 and v4 pools), parsed by the app as the swap screen does,
// encoded by buildUniversalRouterCalldata and sent through executeSwap; what reaches the wallet
// is the quote, to the wei: ETH into a token only v4 lists (native-ETH pool, no wrapping), a
// mixed v3 → v4 route paid through a signed PermitSingle and then again without a new approval
// or signature, the pool whose hook takes a fee, and an exact output refunding unused ETH.
import { tokenOf } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { type Address, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SWAP_ERROR_MESSAGES } from '../../../chain/revertReasons'
import { approveToken } from '../../approvals'
import type { SwapTrade } from '../../quote'
import type { SignedPermit } from '../utils/universalRouter'
import { executeSwap } from './executeSwap'
import { readPermit2Allowance, signPermit2 } from './permit2'
import { getSwapDeadline } from './swapDeadline'
import { balanceOf } from './testing/devnetTrades'
import { expectSwapError, revertAfterEachTest } from './testing/harness'
import { universalRouterHarness } from './testing/universalRouter'

const { manifest } = devnetL1()
const {
  l1,
  approvePermit2,
  v4,
  client,
  user,
  me,
  currency,
  quote,
  permitFor,
  startQuoteService,
  stopQuoteService,
} = universalRouterHarness(manifest, 8)
revertAfterEachTest(l1.rpcUrl)
beforeAll(startQuoteService)
afterAll(stopQuoteService)

function sendOnly(trade: SwapTrade, permit: SignedPermit | undefined) {
  return getSwapDeadline({ client, seconds: 1800 }).then((deadline) =>
    executeSwap({
      walletClient: user,
      publicClient: client,
      router: v4.universalRouter,
      trade,
      slippageBps: 50,
      deadline,
      universal: { permit },
    }),
  )
}

async function send(trade: SwapTrade, withPermit = true) {
  const before = {
    input: await balanceOf(client, trade.inputCurrency, me),
    output: await balanceOf(client, trade.outputCurrency, me),
  }
  const permit =
    withPermit && trade.inputCurrency.address !== 'ETH' ? await permitFor(trade) : undefined
  const sent = await sendOnly(trade, permit)
  const receipt = await client.waitForTransactionReceipt({ hash: sent.hash })
  expect(receipt.status).toBe('success')
  const gas =
    trade.inputCurrency.address === 'ETH' ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
  return {
    permit,
    spent: before.input - (await balanceOf(client, trade.inputCurrency, me)) - gas,
    received: (await balanceOf(client, trade.outputCurrency, me)) - before.output,
  }
}

const protocolsOf = (trade: SwapTrade) => trade.routes.map((r) => r.hops.map((h) => h.protocol))

describe('swaps through the Universal Router', () => {
  it('ETH into a token only v4 lists, straight into the native-ETH pool: receives the quote', async () => {
    const trade = await quote('ETH', 'LUM', 'exactIn', parseEther('0.5'))
    expect(protocolsOf(trade)).toEqual([['V4']])
    const { spent, received } = await send(trade)
    expect(spent).toBe(parseEther('0.5'))
    expect(received).toBe(trade.outputAmount)
  })

  it('a mixed v3 → v4 route with a Permit2 signature, then again with no approval or signature', async () => {
    const usdc = tokenOf(l1, 'USDC').address
    await client.waitForTransactionReceipt({
      hash: (
        await approveToken({
          walletClient: user,
          publicClient: client,
          token: usdc,
          spender: v4.permit2,
          amount: maxUint256,
          currentAllowance: 0n,
        })
      ).hash,
    })
    const trade = await quote('USDC', 'LUM', 'exactIn', parseUnits('1000', 6), 'v3,v4')
    expect(protocolsOf(trade)).toContainEqual(['V3', 'V4'])
    const first = await send(trade)
    expect(first.permit).toBeDefined()
    expect(first.spent).toBe(parseUnits('1000', 6))
    expect(first.received).toBe(trade.outputAmount)

    // The router's Permit2 allowance now covers the next swap: no transaction but the swap.
    const nonce = await client.getTransactionCount({ address: me })
    const again = await quote('USDC', 'LUM', 'exactIn', parseUnits('500', 6), 'v3,v4')
    const second = await send(again)
    expect(second.permit).toBeUndefined()
    expect(second.received).toBe(again.outputAmount)
    expect(await client.getTransactionCount({ address: me })).toBe(nonce + 1)
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [me, v4.universalRouter],
      }),
    ).toBe(0n)
  })

  it('refuses an expired or already used Permit2 signature with its own words, moving nothing', async () => {
    await approvePermit2('USDC')
    const trade = await quote('USDC', 'LUM', 'exactIn', parseUnits('100', 6), 'v3,v4')
    const usdc = trade.inputCurrency.address as Address
    const now = Number((await client.getBlock()).timestamp)
    const { nonce } = await readPermit2Allowance(client, {
      permit2: v4.permit2,
      owner: me,
      token: usdc,
      spender: v4.universalRouter,
    })
    const sign = (nowSec: number) =>
      signPermit2(user, {
        permit2: v4.permit2,
        chainId: l1.chainId,
        token: usdc,
        spender: v4.universalRouter,
        nonce,
        nowSec,
      })
    const before = await balanceOf(client, trade.inputCurrency, me)
    // Signed an hour ago: its 30-minute signature deadline has passed.
    await expectSwapError(
      sendOnly(trade, await sign(now - 3600)),
      SWAP_ERROR_MESSAGES.permitExpired,
    )
    const fresh = await sign(now)
    await client.waitForTransactionReceipt({ hash: (await sendOnly(trade, fresh)).hash })
    // The same signature again: its nonce is spent.
    await expectSwapError(sendOnly(trade, fresh), SWAP_ERROR_MESSAGES.permitUsed)
    expect(before - (await balanceOf(client, trade.inputCurrency, me))).toBe(parseUnits('100', 6))
  })

  it('through the pool whose hook takes a fee: receives the quote, net of the hook’s exact take', async () => {
    const lumIn = await quote('ETH', 'LUM', 'exactIn', parseEther('1'))
    await send(lumIn)
    const lum = currency('LUM').address as Address
    await approveToken({
      walletClient: user,
      publicClient: client,
      token: lum,
      spender: v4.permit2,
      amount: maxUint256,
      currentAllowance: 0n,
    }).then((s) => client.waitForTransactionReceipt({ hash: s.hash }))
    const trade = await quote('LUM', 'USDC', 'exactIn', parseUnits('1', 18), 'v4')
    const hop = trade.routes[0]?.hops[0]
    if (hop?.protocol !== 'V4') throw new Error('not a v4 route')
    const hookPool = l1.v4Seed?.pools.find((p) => p.role === 'fee-hook')
    expect(hop.poolId.toLowerCase()).toBe(hookPool?.id.toLowerCase())
    expect(hop.hookFee?.amount).toBeGreaterThan(0n)
    const { received } = await send(trade)
    expect(received).toBe(trade.outputAmount)
  })

  it('exact output with ETH: receives exactly the amount and pays exactly the quote', async () => {
    const trade = await quote('ETH', 'LUM', 'exactOut', parseUnits('50', 18))
    const { spent, received } = await send(trade)
    expect(received).toBe(parseUnits('50', 18))
    expect(spent).toBe(trade.inputAmount)
  })
})
