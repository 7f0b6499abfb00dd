// The body of chain/multicall.ts's multicallReads, loaded with viem's read path (readActions.ts)
// on the first read, never with the page (issue 11 bundle budget). Import it only through
// multicallReads.
import {
  type Abi,
  type Address,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  multicall3Abi,
  RawContractError,
} from 'viem'
import { readContract } from 'viem/actions'

/** One read as multicallReads receives it (its types are checked at multicallReads). */
export interface AggregateCall {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[] | undefined
}

export type AggregateOutcome =
  | { status: 'success'; result: unknown; error?: undefined }
  | { status: 'failure'; error: Error; result?: undefined }

export interface AggregateReadsParameters {
  calls: readonly AggregateCall[]
  chunkSize: number
  multicallAddress?: Address | undefined
  blockNumber?: bigint | undefined
}

type Encoded = { call: AggregateCall; callData: Hex } | { call: AggregateCall; error: Error }

const failure = (error: unknown): AggregateOutcome => ({
  status: 'failure',
  error: error instanceof Error ? error : new Error(String(error)),
})

function encode(call: AggregateCall): Encoded {
  try {
    const { abi, functionName, args } = call
    return { call, callData: encodeFunctionData({ abi, functionName, args } as never) }
  } catch (error) {
    return { call, error: error instanceof Error ? error : new Error(String(error)) }
  }
}

function decode(call: AggregateCall, success: boolean, returnData: Hex): AggregateOutcome {
  // A call to an address without code "succeeds" with no data: a failed read, not a zero.
  if (!success || returnData === '0x') return failure(new RawContractError({ data: returnData }))
  try {
    const { abi, functionName, args } = call
    return {
      status: 'success',
      result: decodeFunctionResult({ abi, functionName, args, data: returnData } as never),
    }
  } catch (error) {
    return failure(error)
  }
}

/** One aggregate3 eth_call for a chunk; a transport failure fails every call of the chunk. */
async function readChunk(
  client: Client,
  multicall3: Address,
  chunk: readonly Encoded[],
  blockNumber: bigint | undefined,
): Promise<AggregateOutcome[]> {
  const sent = chunk.filter((e): e is Extract<Encoded, { callData: Hex }> => 'callData' in e)
  let answers: readonly { success: boolean; returnData: Hex }[] = []
  try {
    if (sent.length > 0)
      answers = await readContract(client, {
        address: multicall3,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          sent.map((e) => ({ target: e.call.address, allowFailure: true, callData: e.callData })),
        ],
        ...(blockNumber === undefined ? {} : { blockNumber }),
      })
  } catch (error) {
    return chunk.map((e) => failure('error' in e ? e.error : error))
  }
  let next = 0
  return chunk.map((e) => {
    if ('error' in e) return failure(e.error)
    const answer = answers[next++]
    return answer
      ? decode(e.call, answer.success, answer.returnData)
      : failure(new Error('multicall: no answer'))
  })
}

/** One eth_call per read: chains without Multicall3 (a wallet-only chain row, say). */
function readOneByOne(
  client: Client,
  calls: readonly AggregateCall[],
  blockNumber: bigint | undefined,
): Promise<AggregateOutcome[]> {
  return Promise.all(
    calls.map((call) =>
      readContract(client, {
        ...call,
        ...(blockNumber === undefined ? {} : { blockNumber }),
      } as Parameters<typeof readContract>[1]).then(
        (result): AggregateOutcome => ({ status: 'success', result }),
        failure,
      ),
    ),
  )
}

export async function aggregateReads(
  client: Client,
  { calls, chunkSize, multicallAddress, blockNumber }: AggregateReadsParameters,
): Promise<AggregateOutcome[]> {
  // Checked here, in the on-demand chunk, rather than in multicallReads (initial JS budget).
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1)
    throw new RangeError(`multicallReads: chunkSize must be a positive integer, not ${chunkSize}`)
  const multicall3 = multicallAddress ?? client.chain?.contracts?.multicall3?.address
  if (multicall3 === undefined) return readOneByOne(client, calls, blockNumber)
  const encoded = calls.map(encode)
  const chunks: Encoded[][] = []
  for (let i = 0; i < encoded.length; i += chunkSize) chunks.push(encoded.slice(i, i + chunkSize))
  // All chunks at once: the HTTP transport sends concurrent eth_calls as one JSON-RPC batch
  // (chain/transports.ts, spec 01 §9 "RPC batch wait 50 ms").
  const results = await Promise.all(
    chunks.map((c) => readChunk(client, multicall3, c, blockNumber)),
  )
  return results.flat()
}
