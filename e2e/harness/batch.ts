// Issue 18: what a wallet with atomic batching (EIP-5792) was asked for, and the allowances
// around it — shared by the smart-wallet specs.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, decodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import type { WalletOptions } from './fixtures.ts'
import { expect } from './fixtures.ts'
import type { E2EWallet } from './wallet/e2e-wallet.ts'

/** Account 0 on the L1, an EOA delegated by EIP-7702 to BatchAccount, reporting atomic batching. */
export const BATCHING_WALLET: WalletOptions = {
  account: 0,
  chain: 'l1',
  authorized: false,
  name: 'E2E Wallet',
  smart: { kind: 'delegated', batching: true },
}

export interface BatchCall {
  to: Address
  data: Hex
  value?: Hex
}

/**
 * The calls of the one wallet_sendCalls the app made (version 2.0.0, atomic), after checking it
 * asked for nothing else that writes or signs: no eth_sendTransaction (no approve transaction
 * first) and no permit signature.
 */
export function theOnlyBatch(wallet: E2EWallet): BatchCall[] {
  expect(wallet.requestsOf('eth_sendTransaction')).toHaveLength(0)
  expect(wallet.requestsOf('eth_signTypedData_v4')).toHaveLength(0)
  const batches = wallet.requestsOf('wallet_sendCalls')
  expect(batches).toHaveLength(1)
  const sent = batches[0]?.params[0] as {
    version: string
    atomicRequired: boolean
    calls: BatchCall[]
  }
  expect(sent.version).toBe('2.0.0')
  expect(sent.atomicRequired).toBe(true)
  return sent.calls
}

/** The call is approve(spender, max) on `token`: decoded here, not by the app's encoder. */
export function expectMaxApproval(call: BatchCall | undefined, token: Address, spender: Address) {
  if (!call) throw new Error('no approve call in the batch')
  expect(call.to.toLowerCase()).toBe(token.toLowerCase())
  const approve = decodeFunctionData({ abi: erc20Abi, data: call.data })
  expect(approve.functionName).toBe('approve')
  expect(approve.args).toEqual([spender, maxUint256])
}

export const allowance = (chain: ManifestChain, token: Address, owner: Address, spender: Address) =>
  publicClient(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
