import { describe, expect, it } from 'vitest'
import { chainQueryKeys, readsHoldings } from './queries'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const ROUTER = '0x3333333333333333333333333333333333333333'
const holdings = { chainId: 1, account: ALICE, tokens: [TOKEN] } as const

describe('readsHoldings', () => {
  it("an ERC-20's balanceOf and allowance of the account, for a token moved", () => {
    const read = (address: `0x${string}`, functionName: string, args: readonly unknown[]) =>
      chainQueryKeys.readContract({ chainId: 1, address, functionName, args })
    expect(readsHoldings(read(TOKEN, 'balanceOf', [ALICE]), holdings)).toBe(true)
    expect(readsHoldings(read(TOKEN, 'allowance', [ALICE, ROUTER]), holdings)).toBe(true)
    expect(readsHoldings(read(OTHER, 'balanceOf', [ALICE]), holdings)).toBe(false)
    expect(readsHoldings(read(TOKEN, 'balanceOf', [ROUTER]), holdings)).toBe(false)
  })

  it("Permit2's allowance(owner, token, spender) of a token moved (issue 31: its nonce moves)", () => {
    const permit2 = (token: string) =>
      chainQueryKeys.readContract({
        chainId: 1,
        address: PERMIT2,
        functionName: 'allowance',
        args: [ALICE, token, ROUTER],
      })
    expect(readsHoldings(permit2(TOKEN), holdings)).toBe(true)
    expect(readsHoldings(permit2(OTHER), holdings)).toBe(false)
    expect(readsHoldings(permit2(TOKEN), { ...holdings, chainId: 5 })).toBe(false)
  })
})
