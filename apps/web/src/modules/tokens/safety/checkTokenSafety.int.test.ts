// Issue 35: the token-safety check against the devnet's trap tokens (packages/devnet safetyTokens):
// TRAP can be bought and not sold, TAX10 takes 10 % of every transfer, and a plain seeded token
// passes. The fee is measured by the simulation, not read from a list.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { localChains } from '../../../chain/chains'
import { checkTokenSafety } from './checkTokenSafety'

const { l1 } = devnetL1()
const safety = l1.safetyTokens
if (!safety) throw new Error('the devnet L1 has no safety tokens')
const [chain] = localChains([l1], { explorerUrl: 'http://localhost', tokenListUrls: [] })
if (!chain) throw new Error('no chain row')
const client = createPublicClient({ transport: http(l1.rpcUrl) })
const token = (symbol: string) => {
  const t = l1.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol}`)
  return t.address
}

describe('checkTokenSafety on the devnet', () => {
  it('finds that TRAP cannot be sold', async () => {
    expect(await checkTokenSafety(client, { chain, token: safety.sellBlocked.address })).toEqual({
      verdict: 'cannotSell',
    })
  })

  it('measures TAX10’s transfer fee within 0.1 % of its 10 %', async () => {
    const result = await checkTokenSafety(client, { chain, token: safety.transferFee.address })
    expect(result.verdict).toBe('fee')
    const feeBps = result.verdict === 'fee' ? result.feeBps : -1
    expect(Math.abs(feeBps - safety.transferFee.feeBps)).toBeLessThanOrEqual(10)
  })

  it('passes a plain token, and says nothing of one without a pair to test through', async () => {
    expect(await checkTokenSafety(client, { chain, token: token('DAI') })).toEqual({
      verdict: 'ok',
    })
    const lonely = '0x00000000000000000000000000000000000a11ce'
    expect(await checkTokenSafety(client, { chain, token: lonely })).toEqual({ verdict: 'unknown' })
  })
})
