import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useBlockNumber, useBlockNumberState } from './blockNumber'
import { ChainClientsProvider } from './testing/ChainClientsProvider'

afterEach(cleanup)

function fakeHead() {
  const node = { head: 100n, asked: 0 }
  const request = async ({ method }: { method: string }) => {
    if (method !== 'eth_blockNumber') throw new Error(`unexpected ${method}`)
    node.asked++
    return `0x${node.head.toString(16)}`
  }
  return { node, request }
}

const seen: Record<string, bigint | undefined> = {}

/** Renders watchers of chain 1 over a fake node whose client polls once a minute. */
function renderWatchers(request: ReturnType<typeof fakeHead>['request'], watchers: ReactNode) {
  render(
    <ChainClientsProvider
      request={request}
      pollingInterval={60_000}
      queryClient={new QueryClient()}
    >
      {watchers}
    </ChainClientsProvider>,
  )
}

function Watcher({ name, pollingInterval }: { name: string; pollingInterval?: number }) {
  seen[name] = useBlockNumber(1, { pollingInterval })
  return null
}

describe('useBlockNumber', () => {
  it('gives every watcher of a chain the same head from one request per tick', async () => {
    const { node, request } = fakeHead()
    renderWatchers(
      request,
      <>
        <Watcher name="status" />
        <Watcher name="quote" />
        <Watcher name="allowance" />
      </>,
    )
    await waitFor(() => expect(seen.status).toBe(100n))
    expect(seen.quote).toBe(100n)
    expect(seen.allowance).toBe(100n)
    expect(node.asked).toBe(1)
  })

  it("follows new blocks at the fastest watcher's interval, reading past viem's cache", async () => {
    const { node, request } = fakeHead()
    renderWatchers(
      request,
      <>
        <Watcher name="slow" />
        <Watcher name="updater" pollingInterval={20} />
      </>,
    )
    await waitFor(() => expect(seen.slow).toBe(100n))
    node.head = 101n
    await waitFor(() => expect(seen.slow).toBe(101n))
    expect(seen.updater).toBe(101n)
  })

  it('is unreachable once the first read failed (spec 01 §8 connection failure), not before', async () => {
    const states: { unreachable: boolean }[] = []
    function State() {
      states.push(useBlockNumberState(1))
      return null
    }
    render(
      <ChainClientsProvider
        request={async () => {
          throw new Error('connect ECONNREFUSED')
        }}
        pollingInterval={60_000}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <State />
      </ChainClientsProvider>,
    )
    await waitFor(() => expect(states.at(-1)?.unreachable).toBe(true))
    expect(states[0]?.unreachable).toBe(false)
  })

  it('stays reachable while the node answers', async () => {
    const states: { blockNumber: bigint | undefined; unreachable: boolean }[] = []
    function State() {
      states.push(useBlockNumberState(1))
      return null
    }
    renderWatchers(fakeHead().request, <State />)
    await waitFor(() => expect(states.at(-1)?.blockNumber).toBe(100n))
    expect(states.every((s) => !s.unreachable)).toBe(true)
  })
})
