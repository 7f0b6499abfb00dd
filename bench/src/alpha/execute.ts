// Executes a router's calldata on the replica and reverts: evm_snapshot, fund the sender with the
// input (WETH9 deposit, or the token's balance slot set with hardhat_setStorageAt), approve
// SwapRouter02 in its own transaction, send the swap, read its gasUsed and what actually arrived,
// evm_revert. Both routers' answers run from the same state, so their gas is comparable.
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  maxUint256,
  type PublicClient,
  parseAbi,
  toHex,
} from 'viem'
import type { TradeSpec } from './types.ts'

export interface Execution {
  gasUsed: bigint
  /** What the recipient received (exact in) or what the sender paid (exact out), raw units. */
  delivered: bigint
  status: 'success' | 'reverted'
}

const wethAbi = parseAbi(['function deposit() payable'])

export function createExecutor(
  client: PublicClient,
  rpcUrl: string,
  sender: Address,
  swapRouter02: Address,
  weth9: Address,
) {
  let id = 0
  const call = async <T>(method: string, params: unknown[]): Promise<T> => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await res.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as T
  }
  const send = async (tx: { to: Address; data: Hex; value?: bigint }) => {
    const hash = await call<Hex>('eth_sendTransaction', [
      {
        from: sender,
        to: tx.to,
        data: tx.data,
        value: toHex(tx.value ?? 0n),
        gas: toHex(3_000_000n),
      },
    ])
    return client.waitForTransactionReceipt({ hash })
  }
  const balance = (token: Address | 'ETH', who: Address): Promise<bigint> =>
    token === 'ETH'
      ? client.getBalance({ address: who })
      : client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [who],
        })

  /** Finds the token's balances mapping by trying the usual slots (0–20, Solidity layout). */
  const slotCache = new Map<Address, bigint>()
  const setBalance = async (token: Address, amount: bigint): Promise<void> => {
    const known = slotCache.get(token)
    for (const slot of known !== undefined
      ? [known]
      : Array.from({ length: 21 }, (_, i) => BigInt(i))) {
      const key = keccak256(
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [sender, slot]),
      )
      const before = await call<Hex>('eth_getStorageAt', [token, key, 'latest'])
      await call('hardhat_setStorageAt', [token, key, toHex(amount, { size: 32 })])
      if ((await balance(token, sender)) === amount) {
        slotCache.set(token, slot)
        return
      }
      await call('hardhat_setStorageAt', [token, key, before])
    }
    throw new Error(`cannot find the balance slot of ${token}`)
  }

  return {
    async execute(
      spec: TradeSpec,
      calldata: Hex,
      value: bigint,
      maxIn: bigint,
    ): Promise<Execution> {
      const snap = await call<Hex>('evm_snapshot', [])
      const run = async (): Promise<Execution> => {
        if (spec.tokenIn !== 'ETH') {
          if (spec.tokenIn === weth9)
            await send({
              to: weth9,
              data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
              value: maxIn,
            })
          else await setBalance(spec.tokenIn, maxIn + (await balance(spec.tokenIn, sender)))
          await send({
            to: spec.tokenIn,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [swapRouter02, maxUint256],
            }),
          })
        }
        const measured = spec.type === 'exactIn' ? spec.tokenOut : spec.tokenIn
        const before = await balance(measured, sender)
        const receipt = await send({ to: swapRouter02, data: calldata, value })
        const after = await balance(measured, sender)
        const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
        // Native balances move by the gas paid too: take it out of the difference.
        const delta =
          spec.type === 'exactIn'
            ? after - before + (measured === 'ETH' ? gasCost : 0n)
            : before - after - (measured === 'ETH' ? gasCost : 0n)
        return { gasUsed: receipt.gasUsed, delivered: delta, status: receipt.status }
      }
      const result = await run().then(
        (r) => ({ ok: true as const, r }),
        (e: unknown) => ({ ok: false as const, e }),
      )
      if ((await call<boolean>('evm_revert', [snap])) !== true)
        throw new Error('evm_revert failed: state leaked')
      if (!result.ok) throw result.e
      return result.r
    },
  }
}
