import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainClientsProvider } from '../../../chain/testing/ChainClientsProvider'
import { BALANCE_CHUNK_SIZE } from '../actions/readTokenBalances'
import { fakeMulticallNode } from '../testing/fakeMulticall'
import { token } from '../testing/fixtures'
import { useTokenBalances } from './useTokenBalances'

afterEach(cleanup)

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// More than the old cap of 200, and more than one chunk.
const tokens = Array.from({ length: 2 * BALANCE_CHUNK_SIZE + 1 }, (_, i) =>
  token(i + 1, { chainId: 1 }),
)
// Encoding and decoding 1001 calls takes about a second on a loaded 2-core machine (npm test runs
// the unit tests beside the integration tests): waitFor's default 1 s ran out there.
const READS_DONE = { timeout: 10_000 }

function render(account: typeof ACCOUNT | undefined) {
  const node = fakeMulticallNode(
    new Map(tokens.map((t, i) => [t.address.toLowerCase(), BigInt(i + 1)])),
  )
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChainClientsProvider request={node.request}>{children}</ChainClientsProvider>
  )
  const hook = renderHook(() => useTokenBalances(account, 1, tokens), { wrapper })
  return { node, hook }
}

describe('useTokenBalances', () => {
  it('reads the balance of every token, one multicall per chunk', async () => {
    const { node, hook } = render(ACCOUNT)
    await waitFor(() => expect(hook.result.current.size).toBe(tokens.length), READS_DONE)
    expect(hook.result.current.get(tokens.at(-1)?.address.toLowerCase() ?? '')).toBe(
      BigInt(tokens.length),
    )
    expect(node.batches).toEqual([BALANCE_CHUNK_SIZE, BALANCE_CHUNK_SIZE, 1])
  })

  it('keeps the same map when a re-render finds the same balances', async () => {
    const { hook } = render(ACCOUNT)
    await waitFor(() => expect(hook.result.current.size).toBe(tokens.length), READS_DONE)
    const first = hook.result.current
    hook.rerender()
    expect(hook.result.current).toBe(first)
  })

  it('reads nothing while disconnected', async () => {
    const { node, hook } = render(undefined)
    await new Promise((r) => setTimeout(r, 50))
    expect(hook.result.current.size).toBe(0)
    expect(node.batches).toEqual([])
  })
})
