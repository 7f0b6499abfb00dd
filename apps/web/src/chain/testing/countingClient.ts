// For integration tests that hold a read to its request budget (spec 02 §7, issue 13): a viem
// client that batches JSON-RPC like the app's transports (chain/viemTransports.ts) and counts
// the HTTP requests it sends. Set `counter.requests = 0` before the read under test.
import { createPublicClient, http } from 'viem'

export function countingClient(rpcUrl: string, { batchWaitMs = 50 } = {}) {
  const counter = { requests: 0 }
  const client = createPublicClient({
    transport: http(rpcUrl, {
      batch: { wait: batchWaitMs },
      onFetchRequest: () => {
        counter.requests++
      },
    }),
  })
  return { client, counter }
}
