// Issue 35 "Know before you sign": a transaction whose simulation reverts is not sent. TRAP (the
// devnet's can't-sell token) is bought outside the app; selling it through the app is stopped
// at the simulation, before the wallet is asked, with the revert explained in spec 01 §8's words.
import type { Request } from '@playwright/test'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, parseAbi, parseEther } from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { openSwap, tokenBalance } from '../harness/swap-page.ts'

const v2Router = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

/** The JSON-RPC methods of a request's body (one call or a batch). */
function rpcMethods(request: Request): string[] {
  if (request.method() !== 'POST') return []
  try {
    const body = request.postDataJSON() as { method?: string } | { method?: string }[]
    return (Array.isArray(body) ? body : [body]).flatMap((b) => (b.method ? [b.method] : []))
  } catch {
    return []
  }
}

test('selling a token that cannot be sold is stopped at the simulation: the reason shows, the wallet is never asked', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const l1 = devnet.l1
  const trap = l1.safetyTokens?.sellBlocked
  if (!trap) throw new Error('the devnet L1 has no TRAP token')
  const me = wallet.address as Address
  // Bought outside the app, as a user who found it elsewhere would have.
  const index = devnet.manifest.accounts.findIndex(
    (a) => a.address.toLowerCase() === me.toLowerCase(),
  )
  const buyer = walletClient(devnet.manifest, l1, index)
  const hash = await buyer.writeContract({
    address: l1.contracts.v2Router02 as Address,
    abi: v2Router,
    functionName: 'swapExactETHForTokens',
    args: [0n, [l1.contracts.weth9 as Address, trap.address], me, 2n ** 40n],
    value: parseEther('0.5'),
  })
  await publicClient(l1).waitForTransactionReceipt({ hash })
  const held = await tokenBalance(l1, trap.address, me)
  expect(held).toBeGreaterThan(0n)

  const methods: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(l1.rpcUrl)) methods.push(...rpcMethods(r))
  })
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=${trap.address}&outputCurrency=ETH`,
    {
      importing: true,
    },
  )
  await swap.inputAmount.fill('1')
  await swap.expectQuote()
  // The approval to Permit2 goes through (simulated too: an approval is not a transfer).
  await swap.approveButton.click()
  await expect(swap.approveButton).toHaveText(`You can now trade ${trap.symbol}`, {
    timeout: 30_000,
  })
  const sent = wallet.requestsOf('eth_sendTransaction').length
  methods.length = 0
  await swap.button.click()
  await swap.confirmDialog.getByTestId('swap-confirm-button').click()
  // spec 01 §8: Permit2's failed transferFrom reads as the input token that cannot be transferred.
  await expect(
    page.getByText(
      'The input token cannot be transferred. There may be an issue with the input token.',
    ),
  ).toBeVisible({ timeout: 30_000 })
  // Stopped by the simulation: it ran, and neither the gas estimate nor the wallet came after it.
  expect(methods).toContain('eth_simulateV1')
  expect(methods.slice(methods.lastIndexOf('eth_simulateV1'))).not.toContain('eth_estimateGas')
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(sent)
  expect(await tokenBalance(l1, trap.address, me)).toBe(held)
})
