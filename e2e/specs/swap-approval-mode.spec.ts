// spec 01 §4 approval mode, spec 02 §4: the router follows which approvals are done. One page:
// an account that approved only the first-generation v3 SwapRouter (on chain, outside the app)
// swaps a single-pool v3 trade with no approval step, through that router, receiving the quote
// to the wei; once that allowance is spent, the approval button approves Permit2 (issue 31: the
// Universal Router is the default where the chain has one; before, SwapRouter02).
import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../harness/fixtures.ts'
import { rpc } from '../harness/rpc.ts'
import { changed, openSwap, seedToken, tokenBalance } from '../harness/swap-page.ts'

const ACCOUNT = 6

test.use({
  walletOptions: { account: ACCOUNT, chain: 'l1', authorized: false, name: 'E2E Wallet' },
})

const v3RouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
])
const quoterAbi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

interface SentTx {
  hash: Hex
  to: Address
  input: Hex
  blockNumber: Hex
}

test('approved only to the v3 SwapRouter: swaps through it with no approval step; then the button approves Permit2', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const v3Router = chain.v3SwapRouter
  if (!v3Router) throw new Error('the devnet deploys the first-generation v3 SwapRouter')
  const dai = seedToken(chain, 'DAI')
  const usdc = seedToken(chain, 'USDC')
  const amount = parseUnits('100', dai.decimals)
  const key = devnet.manifest.accounts[ACCOUNT]?.privateKey
  if (!key) throw new Error('no test account key')
  const owner = createWalletClient({
    account: privateKeyToAccount(key),
    chain: {
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl),
  })
  // The user approved the legacy v3 router elsewhere, for exactly this swap.
  await owner.writeContract({
    address: dai.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [v3Router, amount],
  })

  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=${dai.address}&outputCurrency=${usdc.address}`,
  )
  await swap.inputAmount.fill('100')
  await swap.expectQuote()
  await expect(swap.button).toHaveText(/^Swap/)
  await expect(swap.button).toBeEnabled()
  await expect(swap.approveButton).toHaveCount(0)

  const before = await tokenBalance(chain, usdc.address, wallet.address)
  await swap.confirmSwap()
  const after = await changed(() => tokenBalance(chain, usdc.address, wallet.address), before)
  const sent = wallet.requestsOf('eth_sendTransaction')
  expect(sent).toHaveLength(1)
  const hash = await latestHash(chain.rpcUrl, wallet.address)
  const tx = await rpc<SentTx>(chain.rpcUrl, 'eth_getTransactionByHash', [hash])
  expect(tx.to.toLowerCase()).toBe(v3Router.toLowerCase())
  const call = decodeFunctionData({ abi: v3RouterAbi, data: tx.input })
  const [params] = call.args
  expect(params.amountIn).toBe(amount)
  expect(params.recipient.toLowerCase()).toBe(wallet.address.toLowerCase())
  // The quote to the wei: QuoterV2 on the same pool, on the state the swap ran against.
  const parent = `0x${(BigInt(tx.blockNumber) - 1n).toString(16)}`
  const quoted = decodeFunctionResult({
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    data: await rpc<Hex>(chain.rpcUrl, 'eth_call', [
      {
        to: chain.contracts.quoterV2,
        data: encodeFunctionData({
          abi: quoterAbi,
          functionName: 'quoteExactInputSingle',
          args: [
            {
              tokenIn: dai.address,
              tokenOut: usdc.address,
              amountIn: amount,
              fee: params.fee,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      },
      parent,
    ]),
  })
  expect(after - before).toBe(quoted[0])

  // The legacy allowance is spent: the next swap needs an approval, and it is Permit2's.
  await swap.inputAmount.fill('100')
  await swap.expectQuote()
  await expect(swap.approveButton).toBeVisible({ timeout: 30_000 })
  await swap.approveButton.click()
  await expect.poll(() => wallet.requestsOf('eth_sendTransaction').length).toBe(2)
  const approval = wallet.requestsOf('eth_sendTransaction')[1]?.params as
    | [{ to: Address; data: Hex }]
    | undefined
  const approvalTx = approval?.[0]
  expect(approvalTx?.to.toLowerCase()).toBe(dai.address.toLowerCase())
  const approve = decodeFunctionData({ abi: erc20Abi, data: approvalTx?.data ?? '0x' })
  expect(approve.functionName).toBe('approve')
  expect(String(approve.args?.[0]).toLowerCase()).toBe(chain.v4?.permit2.toLowerCase())
})

/** The newest transaction hash `from` sent, in the latest 5 blocks. */
async function latestHash(url: string, from: Address): Promise<Hex | undefined> {
  const latest = BigInt(await rpc<string>(url, 'eth_blockNumber'))
  for (let n = latest; n > latest - 5n && n >= 0n; n--) {
    const block = await rpc<{ transactions: { hash: Hex; from: string }[] }>(
      url,
      'eth_getBlockByNumber',
      [`0x${n.toString(16)}`, true],
    )
    const tx = block.transactions.find((t) => t.from.toLowerCase() === from.toLowerCase())
    if (tx) return tx.hash
  }
  return undefined
}
