// Sends the deployer's transactions. Nonces are tracked locally so contract addresses are known
// before a receipt exists (CREATE address = f(deployer, nonce)): that, a fixed deploy order and
// a fresh node make every address the same on every start (issue 2 §2: deterministic).
import {
  type Abi,
  type ContractFunctionName,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
} from 'viem'
import type { Address, Hex } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'

/**
 * Gas for every seeding transaction, given explicitly so the node skips estimation (a binary
 * search of executions). The block gas limit is 60 M (devnet-facts), so this always fits.
 */
const SEED_GAS = 12_000_000n

export interface Sender {
  readonly url: string
  readonly from: Address
  nonce: number
}

export interface TxRequest {
  to?: Address
  data?: Hex
  value?: bigint
  /** Gas limit when SEED_GAS is too little (a batch of mints in one multicall). */
  gas?: bigint
}

/**
 * A sender for a deployer that must be fresh (nonce 0, so its addresses are known) and funded
 * here: each later feature has its own deployer so no earlier address moves.
 */
export async function freshSender(url: string, from: Address): Promise<Sender> {
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [from, 'latest']))
  if (nonce !== 0) throw new Error(`deployer ${from} has nonce ${nonce}, expected a fresh node`)
  await rpc(url, 'hardhat_setBalance', [from, toQuantity(10n ** 24n)])
  return { url, from, nonce }
}

/** Sends one transaction. With automine on, the node answers after mining it and throws on revert. */
export async function sendTx(sender: Sender, tx: TxRequest): Promise<Hex> {
  const nonce = sender.nonce++
  return rpc<Hex>(sender.url, 'eth_sendTransaction', [
    {
      from: sender.from,
      to: tx.to,
      data: tx.data,
      value: tx.value === undefined ? undefined : toQuantity(tx.value),
      gas: toQuantity(tx.gas ?? SEED_GAS),
      nonce: toQuantity(nonce),
    },
  ])
}

/** Deploys `bytecode` with constructor `args`; returns the CREATE address. */
export async function deploy(
  sender: Sender,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[] = [],
): Promise<Address> {
  const address = getContractAddress({ from: sender.from, nonce: BigInt(sender.nonce) })
  const data = encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args })
  await sendTx(sender, { data })
  return address
}

/** Calls `functionName` on `to` as a transaction. */
export async function write(
  sender: Sender,
  to: Address,
  abi: Abi,
  functionName: ContractFunctionName<Abi>,
  args: readonly unknown[] = [],
  value?: bigint,
): Promise<Hex> {
  return sendTx(sender, { to, data: encodeFunctionData({ abi, functionName, args }), value })
}

/** Reads `fn` of `to` with eth_call on the latest block. */
export async function read<T>(
  sender: Sender,
  to: Address,
  abi: Abi,
  fn: string,
  args: unknown[] = [],
): Promise<T> {
  const data = encodeFunctionData({ abi, functionName: fn, args })
  const out = await rpc<Hex>(sender.url, 'eth_call', [{ to, data }, 'latest'])
  return decodeFunctionResult({ abi, functionName: fn, data: out }) as T
}

/**
 * An unlocked sender at `from` with nonce 0 and ETH for gas (hardhat impersonation): the deployer
 * of a feature added after everything else, so that no earlier address moves.
 */
export async function impersonatedFresh(
  url: string,
  from: Address,
  extraWei = 0n,
): Promise<Sender> {
  await rpc(url, 'hardhat_impersonateAccount', [from])
  await rpc(url, 'hardhat_setBalance', [from, toQuantity(10n ** 24n + extraWei)])
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [from, 'latest']))
  if (nonce !== 0) throw new Error(`deployer ${from} has nonce ${nonce}`)
  return { url, from, nonce }
}
