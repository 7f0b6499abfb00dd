// A node that answers Multicall3 aggregate3 of ERC-20 balanceOf: for the balance reads' tests.
import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  multicall3Abi,
} from 'viem'
import { mainnet } from 'viem/chains'

export function fakeMulticallNode(balances: ReadonlyMap<string, bigint>) {
  /** The balanceOf calls of each eth_call, in order. */
  const batches: number[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return '0x1'
    if (method !== 'eth_call') throw new Error(`fake multicall: ${method} is not scripted`)
    const [{ data }] = params as [{ data: Hex }]
    const { args } = decodeFunctionData({ abi: multicall3Abi, data })
    const calls = args[0] as readonly { target: Address; callData: Hex }[]
    batches.push(calls.length)
    const result = calls.map(({ target }) => {
      const balance = balances.get(target.toLowerCase())
      return balance === undefined
        ? { success: false, returnData: '0x' as Hex }
        : {
            success: true,
            returnData: encodeFunctionResult({
              abi: erc20Abi,
              functionName: 'balanceOf',
              result: balance,
            }),
          }
    })
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result })
  }
  return {
    batches,
    request,
    client: createClient({ chain: mainnet, transport: custom({ request }, { retryCount: 0 }) }),
  }
}
