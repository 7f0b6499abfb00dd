// The replacement detector against the live devnet (integration project): a transaction held
// in the mempool (automine off) is replaced by another with the same nonce and a higher fee —
// what a wallet's "speed up" / "cancel" does — and the check marks the first one replaced,
// naming the second. Also the plain cases: pending while unmined, mined with its receipt; and a
// swap that reverted on chain, explained by replaying it.
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { L1_BLOCK_MS, revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { encodeFunctionData, type Hash, parseAbi, parseEther } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { swapErrorToUserReadableMessage } from '../../../chain/revertReasons'
import type { TransactionInfo } from '../types'
import { type CheckOutcome, checkTransaction } from './checkTransaction'
import { L1_RECEIPT_RETRY } from './fetchReceipt'

const { manifest, l1 } = devnetL1()
const client = publicClient(l1)
// Account 6: not used by the other integration tests' flows.
const wallet = walletClient(manifest, l1, 6)
const from = wallet.account.address
const info: TransactionInfo = {
  type: 'wrap',
  unwrapped: false,
  currencyAmountRaw: '1',
  chainId: l1.chainId,
}

const check = (hash: Hash, nonce: number, lastCheckedBlockNumber: number): Promise<CheckOutcome> =>
  checkTransaction({
    client,
    tx: { hash, from, nonce, info, lastCheckedBlockNumber },
    policy: L1_RECEIPT_RETRY,
    describeSwapError: String,
  })

describe('replacement detection on the devnet', () => {
  let snap = ''
  beforeEach(async () => {
    snap = await snapshot(l1.rpcUrl)
    // Hold transactions in the mempool until the test mines.
    await rpc(l1.rpcUrl, 'evm_setIntervalMining', [0])
    await rpc(l1.rpcUrl, 'evm_setAutomine', [false])
  })
  afterEach(async () => {
    await rpc(l1.rpcUrl, 'evm_setAutomine', [true])
    await rpc(l1.rpcUrl, 'evm_setIntervalMining', [L1_BLOCK_MS])
    await revert(l1.rpcUrl, snap)
  })

  async function send(nonce: number, feeMultiplier: bigint, value: bigint) {
    const fees = await client.estimateFeesPerGas()
    return wallet.sendTransaction({
      to: from,
      value,
      nonce,
      gas: 21_000n,
      maxFeePerGas: fees.maxFeePerGas * feeMultiplier,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas * feeMultiplier,
    })
  }

  it('is pending while unmined, then marked replaced by the same nonce under another hash', async () => {
    const start = Number(await client.getBlockNumber({ cacheTime: 0 }))
    const nonce = await client.getTransactionCount({ address: from, blockTag: 'latest' })
    const original = await send(nonce, 2n, 1n)
    expect(await check(original, nonce, start)).toEqual({ kind: 'pending' })

    // The wallet's "cancel": same nonce, zero value, a higher fee.
    const replacement = await send(nonce, 4n, 0n)
    expect(replacement).not.toBe(original)
    await rpc(l1.rpcUrl, 'hardhat_mine', ['0x3'])

    expect(await client.getTransactionReceipt({ hash: replacement })).toMatchObject({
      status: 'success',
    })
    expect(await check(original, nonce, start)).toEqual({ kind: 'replaced', by: replacement })
  })

  it('finalizes a transaction mined under its own hash', async () => {
    const start = Number(await client.getBlockNumber({ cacheTime: 0 }))
    const nonce = await client.getTransactionCount({ address: from, blockTag: 'latest' })
    const hash = await send(nonce, 2n, 1n)
    await rpc(l1.rpcUrl, 'hardhat_mine', ['0x1'])
    const outcome = await check(hash, nonce, start)
    expect(outcome).toMatchObject({
      kind: 'mined',
      receipt: { transactionHash: hash, status: 1, blockNumber: start + 1 },
    })
  })
})

const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])

describe('a failed swap on the devnet', () => {
  it("is finalized as failed with the spec's message for its revert reason", async () => {
    const token = (symbol: string) => {
      const t = l1.tokens.find((x) => x.symbol === symbol)
      if (!t) throw new Error(`no ${symbol}`)
      return t.address
    }
    const nonce = await client.getTransactionCount({ address: from, blockTag: 'latest' })
    // hardhat answers an automined reverting transaction with an error instead of its hash:
    // hold it in the mempool, then mine it.
    const snap = await snapshot(l1.rpcUrl)
    await rpc(l1.rpcUrl, 'evm_setAutomine', [false])
    // 1 ETH for at least 10^30 USDC units: SwapRouter02 reverts with 'Too little received'.
    const sent = wallet.sendTransaction({
      to: l1.contracts.swapRouter02,
      value: parseEther('1'),
      gas: 500_000n, // no estimate: the estimate would refuse to send a reverting swap
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: token('WETH'),
            tokenOut: token('USDC'),
            fee: 3000,
            recipient: from,
            amountIn: parseEther('1'),
            amountOutMinimum: 10n ** 30n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    })
    const hash = await sent.finally(() => rpc(l1.rpcUrl, 'evm_setAutomine', [true]))
    await rpc(l1.rpcUrl, 'hardhat_mine', ['0x1'])
    await client.waitForTransactionReceipt({ hash })
    const outcome = await checkTransaction({
      client,
      tx: {
        hash,
        from,
        nonce,
        info: {
          type: 'swap',
          tradeType: 'EXACT_INPUT',
          inputCurrencyId: 'ETH',
          outputCurrencyId: token('USDC'),
          inputCurrencyAmountRaw: '1000000000000000000',
          outputCurrencyAmountRaw: '1',
        },
      },
      policy: L1_RECEIPT_RETRY,
      describeSwapError: swapErrorToUserReadableMessage,
    })
    expect(outcome).toEqual({
      kind: 'mined',
      receipt: expect.objectContaining({ status: 0, transactionHash: hash }),
      failureReason:
        'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    })
    await revert(l1.rpcUrl, snap)
  })
})
