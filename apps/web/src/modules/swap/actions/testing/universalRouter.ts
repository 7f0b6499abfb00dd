// Integration-test harness for swaps through the Universal Router (issue 31; not app code): the
// devnet L1 with its v4 set, a user wallet, the quote service's answer parsed as the swap screen
// parses it, and the Permit2 signature a swap carries. Shared by universalRouter.int.test.ts and
// gasModelUniversal.int.test.ts; each starts the service in its own beforeAll.
import type { Manifest } from '@tidepool/devnet/manifest'
import { chainOf, publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, maxUint256 } from 'viem'
import { localChains } from '../../../../chain/chains'
import { approveToken } from '../../../approvals'
import { fetchServiceQuote, type SwapCurrency, type SwapTrade } from '../../../quote'
import { permitCovers } from '../../utils/routerAllowance'
import { readPermit2Allowance, signPermit2 } from '../permit2'

interface QuoteServiceModule {
  createQuoteServer(options: {
    manifest: Manifest
    port: number
    headTtlMs?: number
  }): Promise<{ url: string; close(): Promise<void> }>
}

export function universalRouterHarness(manifest: Manifest, userIndex: number) {
  const l1 = chainOf(manifest, 1)
  const chain = localChains(manifest.chains, { explorerUrl: '', tokenListUrls: [] }).find(
    (c) => c.id === l1.chainId,
  )
  if (chain === undefined || l1.v4 === undefined) throw new Error('no local L1 with v4')
  const app = chain
  const v4 = l1.v4
  const client = publicClient(l1)
  const user = walletClient(manifest, l1, userIndex)
  const me = user.account.address
  let service: Awaited<ReturnType<QuoteServiceModule['createQuoteServer']>> | undefined

  const currency = (symbol: string): SwapCurrency => {
    if (symbol === 'ETH')
      return { chainId: l1.chainId, address: 'ETH', symbol: 'ETH', name: 'Ether', decimals: 18 }
    // LUM is on no token list: only the v4 seed names it.
    const token =
      symbol === 'LUM' ? l1.v4Seed?.tokens.find((x) => x.symbol === 'LUM') : tokenOf(l1, symbol)
    if (!token) throw new Error(`no ${symbol}`)
    return {
      chainId: l1.chainId,
      address: token.address,
      symbol,
      name: token.name,
      decimals: token.decimals,
    }
  }

  async function startQuoteService(): Promise<void> {
    const mod = (await import('@tidepool/quote-service')) as unknown as QuoteServiceModule
    service = await mod.createQuoteServer({ manifest, port: 0, headTtlMs: 0 })
  }

  async function stopQuoteService(): Promise<void> {
    await service?.close()
  }

  /** The service's answer for the trade, as the swap screen gets it. */
  async function quote(
    input: string,
    output: string,
    tradeType: 'exactIn' | 'exactOut',
    amount: bigint,
    protocols = 'v2,v3,v4',
  ): Promise<SwapTrade> {
    if (!service) throw new Error('the quote service is not started')
    const trade = await fetchServiceQuote({
      quoteUrl: service.url,
      request: {
        chain: app,
        tradeType,
        amount,
        inputCurrency: currency(input),
        outputCurrency: currency(output),
      },
      protocols,
    })
    if (trade === null) throw new Error(`no quote ${input} → ${output}`)
    return trade
  }

  /** The Permit2 signature the swap carries, when the router's allowance does not cover it. */
  async function permitFor(trade: SwapTrade) {
    const token = trade.inputCurrency.address as Address
    const nowSec = Number((await client.getBlock()).timestamp)
    const allowance = await readPermit2Allowance(client, {
      permit2: v4.permit2,
      owner: me,
      token,
      spender: v4.universalRouter,
    })
    if (permitCovers(allowance, trade.inputAmount, nowSec)) return undefined
    return signPermit2(user, {
      permit2: v4.permit2,
      chainId: l1.chainId,
      token,
      spender: v4.universalRouter,
      nonce: allowance.nonce,
      nowSec,
    })
  }

  /** The token approved to Permit2 (once per token; every router allowance is then signed). */
  async function approvePermit2(symbol: string): Promise<void> {
    const sent = await approveToken({
      walletClient: user,
      publicClient: client,
      token: currency(symbol).address as Address,
      spender: v4.permit2,
      amount: maxUint256,
      currentAllowance: 0n,
    })
    await client.waitForTransactionReceipt({ hash: sent.hash })
  }

  return {
    l1,
    chain: app,
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
  }
}
