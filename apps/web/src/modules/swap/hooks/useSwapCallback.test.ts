import { describe, expect, it } from 'vitest'
import type { PermitSignature } from '../../approvals'
import type { SwapTrade } from '../../quote'
import { usablePermit } from './useSwapCallback'

const ROUTER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x1111111111111111111111111111111111111111'
const trade = {
  tradeType: 'exactOut',
  inputCurrency: { chainId: 1, address: TOKEN, symbol: 'PRM', name: 'Permit', decimals: 18 },
  inputAmount: 1000n,
} as SwapTrade
const signature: PermitSignature = {
  permitType: 'AMOUNT',
  v: 28,
  r: '0x01',
  s: '0x02',
  amount: 1005n,
  deadline: 2000n,
  tokenAddress: TOKEN,
  spender: ROUTER,
  chainId: 1,
  owner: OWNER,
  nonce: 0n,
}
const params = {
  signature,
  trade,
  slippageBps: 50,
  chainId: 1,
  router: ROUTER,
  owner: OWNER,
  nowSeconds: 1000n,
} as const

describe('usablePermit: a permit is passed to the router only if it covers this swap', () => {
  it('covers the maximum input of this token for this router and owner', () => {
    expect(usablePermit(params)).toEqual({
      v: 28,
      r: '0x01',
      s: '0x02',
      amount: 1005n,
      deadline: 2000n,
    })
  })
  it('not below the maximum input, for another token, router, owner, chain, or once expired', () => {
    expect(usablePermit({ ...params, slippageBps: 60 })).toBeUndefined()
    expect(usablePermit({ ...params, router: TOKEN })).toBeUndefined()
    expect(usablePermit({ ...params, owner: ROUTER })).toBeUndefined()
    expect(usablePermit({ ...params, chainId: 2 })).toBeUndefined()
    expect(usablePermit({ ...params, nowSeconds: 2000n })).toBeUndefined()
    expect(
      usablePermit({
        ...params,
        trade: { ...trade, inputCurrency: { ...trade.inputCurrency, address: ROUTER } },
      }),
    ).toBeUndefined()
    expect(usablePermit({ ...params, signature: null })).toBeUndefined()
    // The router's inputTokenPermit is EIP-2612's: a DAI-style permit is not passed.
    expect(
      usablePermit({
        ...params,
        signature: { ...signature, permitType: 'ALLOWED', allowed: true },
      }),
    ).toBeUndefined()
  })
})
