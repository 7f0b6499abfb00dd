import { describe, expect, it } from 'vitest'
import { fakeMulticallNode } from '../testing/fakeMulticall'
import { token } from '../testing/fixtures'
import { readTokenBalances } from './readTokenBalances'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readTokenBalances', () => {
  it('reads a whole chunk in one eth_call, in token order', async () => {
    const tokens = Array.from({ length: 500 }, (_, i) => token(i + 1))
    const { client, batches } = fakeMulticallNode(
      new Map(tokens.map((t, i) => [t.address.toLowerCase(), BigInt(i)])),
    )
    const balances = await readTokenBalances({ client, account: ACCOUNT, tokens })
    expect(batches).toEqual([500])
    expect(balances[0]).toBe(0n)
    expect(balances[499]).toBe(499n)
  })

  it('never puts more than a chunk in one eth_call, however the calls are batched', async () => {
    const tokens = Array.from({ length: 501 }, (_, i) => token(i + 1))
    const { client, batches } = fakeMulticallNode(new Map())
    await readTokenBalances({ client, account: ACCOUNT, tokens })
    expect(batches).toEqual([500, 1])
  })

  it('gives null for a read that failed, without failing the others', async () => {
    const { client } = fakeMulticallNode(new Map([[token(2).address, 7n]]))
    const balances = await readTokenBalances({
      client,
      account: ACCOUNT,
      tokens: [token(1), token(2)],
    })
    expect(balances).toEqual([null, 7n])
  })
})
