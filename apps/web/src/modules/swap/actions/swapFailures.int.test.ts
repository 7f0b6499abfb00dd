// The failures a user meets, against the live devnet, in the words of spec 01 §8: an expired
// deadline, a price moved by a front-runner beyond the slippage (caught at the gas estimate, or
// mined and replayed), a fee-on-transfer input, a refused wallet prompt, another send failure.
import { viemChain, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { L1_BLOCK_MS, rpc } from '@tidepool/devnet/testing/rpc'
import { createWalletClient, custom, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  SWAP_ERROR_MESSAGES,
  swapErrorToUserReadableMessage,
  TRANSACTION_REJECTED,
  unknownSwapErrorMessage,
} from '../../../chain/revertReasons'
import type { SwapTrade } from '../../quote'
import { minimumAmountOut } from '../utils/slippage'
import { executeSwap, swapCalldata } from './executeSwap'
import { balanceOf, currencyOf, quoteOnDevnet } from './testing/devnetTrades'
import { expectSwapError, revertAfterEachTest, swapHarness } from './testing/harness'

const { manifest } = devnetL1()
const FRONT_RUNNER = 5
const { chain, client, user, me, router, approveRouter, deadline } = swapHarness(manifest, 4)
revertAfterEachTest(chain.rpcUrl)

describe('failures, in the words of spec 01 §8', () => {
  it('an expired deadline maps to the deadline message, before the wallet is asked', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('1'),
    })
    const { timestamp } = await client.getBlock()
    const nonce = await client.getTransactionCount({ address: me })
    await expectSwapError(
      executeSwap({
        walletClient: user,
        publicClient: client,
        router,
        trade,
        slippageBps: 50,
        deadline: timestamp - 1n,
      }),
      SWAP_ERROR_MESSAGES.expired,
    )
    expect(await client.getTransactionCount({ address: me })).toBe(nonce)
  })

  it('a front-run beyond the slippage maps to the price-movement message; no funds move', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('10'),
      maxSplits: 1,
      protocols: ['v3'],
    })
    // Another account buys USDC with ETH through the same pool first: the price moves against us.
    const other = walletClient(manifest, chain, FRONT_RUNNER)
    const [route] = trade.routes
    if (!route) throw new Error('no route')
    const big = parseEther('300')
    const front: SwapTrade = {
      ...trade,
      inputAmount: big,
      outputAmount: 1n,
      routes: [{ ...route, amountIn: big, amountOut: 1n }],
    }
    const ahead = await executeSwap({
      walletClient: other,
      publicClient: client,
      router,
      trade: front,
      slippageBps: 5000,
      deadline: await deadline(),
    })
    await client.waitForTransactionReceipt({ hash: ahead.hash })
    const usdc = currencyOf(chain, 'USDC')
    const before = await balanceOf(client, usdc, me)
    await expectSwapError(
      executeSwap({
        walletClient: user,
        publicClient: client,
        router,
        trade,
        slippageBps: 50,
        deadline: await deadline(),
      }),
      SWAP_ERROR_MESSAGES.v3Slippage,
    )
    expect(await balanceOf(client, usdc, me)).toBe(before)
    expect(minimumAmountOut(trade, 50)).toBeGreaterThan(0n)
  })

  it('a price moved after sending: the mined swap reverts, its replay maps to the slippage message', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('10'),
      maxSplits: 1,
      protocols: ['v3'],
    })
    const [route] = trade.routes
    if (!route) throw new Error('no route')
    const usdc = currencyOf(chain, 'USDC')
    const usdcBefore = await balanceOf(client, usdc, me)
    // Hold the block open: both transactions land in the next one, the front-runner first.
    await rpc(chain.rpcUrl, 'evm_setIntervalMining', [0])
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    try {
      const mine = await executeSwap({
        walletClient: user,
        publicClient: client,
        router,
        trade,
        slippageBps: 50,
        deadline: await deadline(),
      })
      const big = parseEther('300')
      const front = await swapCalldata({
        trade: {
          ...trade,
          inputAmount: big,
          outputAmount: 1n,
          routes: [{ ...route, amountIn: big, amountOut: 1n }],
        },
        slippageBps: 0,
        deadline: await deadline(),
      })
      const other = walletClient(manifest, chain, FRONT_RUNNER)
      const ahead = await other.sendTransaction({
        to: router,
        data: front.calldata,
        value: front.value,
        gas: 1_000_000n,
        maxPriorityFeePerGas: parseUnits('500', 9),
        maxFeePerGas: parseUnits('1000', 9),
      })
      await rpc(chain.rpcUrl, 'evm_mine')
      expect((await client.getTransactionReceipt({ hash: ahead })).status).toBe('success')
      const receipt = await client.getTransactionReceipt({ hash: mine.hash })
      expect(receipt.status).toBe('reverted')
      expect(await balanceOf(client, usdc, me)).toBe(usdcBefore)
      // What the transaction record does with a failed receipt: replay at its block, map.
      const tx = await client.getTransaction({ hash: mine.hash })
      const replay = await client
        .call({
          account: tx.from,
          to: tx.to,
          data: tx.input,
          value: tx.value,
          blockNumber: receipt.blockNumber,
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        )
      expect(swapErrorToUserReadableMessage(replay)).toBe(SWAP_ERROR_MESSAGES.v3Slippage)
    } finally {
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
      await rpc(chain.rpcUrl, 'evm_setIntervalMining', [L1_BLOCK_MS])
    }
  })

  it('a fee-on-transfer input (TAX) fails at the gas estimate with the explaining message', async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'TAX',
      output: 'WETH',
      tradeType: 'exactIn',
      amount: parseUnits('1000', 18),
    })
    await approveRouter('TAX')
    await expectSwapError(
      executeSwap({
        walletClient: user,
        publicClient: client,
        router,
        trade,
        slippageBps: 50,
        deadline: await deadline(),
      }),
      SWAP_ERROR_MESSAGES.v3Slippage,
    )
    expect(SWAP_ERROR_MESSAGES.v3Slippage).toContain('fee on transfer')
  })

  it("a refused wallet prompt is 'Transaction rejected.'; another send failure 'Swap failed: …'", async () => {
    const trade = await quoteOnDevnet({
      client,
      chain,
      input: 'ETH',
      output: 'USDC',
      tradeType: 'exactIn',
      amount: parseEther('1'),
    })
    const node = http(chain.rpcUrl)({ chain: viemChain(chain) })
    const wallet = (fail: { code: number; message: string }) =>
      createWalletClient({
        account: me,
        chain: viemChain(chain),
        transport: custom({
          async request({ method, params }) {
            if (method === 'eth_sendTransaction') throw Object.assign(new Error(fail.message), fail)
            return node.request({ method, params } as Parameters<typeof node.request>[0])
          },
        }),
      })
    const params = {
      publicClient: client,
      router,
      trade,
      slippageBps: 50,
      deadline: await deadline(),
    }
    await expectSwapError(
      executeSwap({ ...params, walletClient: wallet({ code: 4001, message: 'User rejected' }) }),
      TRANSACTION_REJECTED,
    )
    await expectSwapError(
      executeSwap({
        ...params,
        walletClient: wallet({ code: -32000, message: 'execution reverted: nonce too low' }),
      }),
      `Swap failed: ${unknownSwapErrorMessage('nonce too low')}`,
    )
  })
})
