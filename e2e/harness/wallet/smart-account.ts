// Issue 18: real smart wallets for the e2e wallet, on the devnet's BatchAccount contract
// (packages/devnet/contracts/BatchAccount.sol), set up inside a test's chain snapshot.
//   delegated — an EOA whose code is an EIP-7702 delegation to a BatchAccount (a real type-4
//               transaction on the prague devnet): still an EOA, it signs permits; its batches
//               are `execute(calls)` sent to itself.
//   contract  — a BatchAccount owned by a test EOA is the wallet's account (it holds the
//               tokens, it has no key); the owner sends `execute(calls)` to it.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { batchAccountArtifact } from '@tidepool/devnet/testing/batchAccount'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export interface BatchCall {
  to: Address
  value?: bigint
  data?: Hex
}

const clients = (chain: ManifestChain, key: Hex) => {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport }),
    public: createPublicClient({ chain: viemChain, transport }),
  }
}

/** `execute(calls)` of a BatchAccount. */
export function executeData(calls: readonly BatchCall[]): Hex {
  return encodeFunctionData({
    abi: batchAccountArtifact().abi,
    functionName: 'execute',
    args: [calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
  })
}

async function deployBatchAccount(chain: ManifestChain, key: Hex, owner: Address) {
  const c = clients(chain, key)
  const { abi, bytecode } = batchAccountArtifact()
  const hash = await c.wallet.deployContract({ abi, bytecode, args: [owner] })
  const receipt = await c.public.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('BatchAccount deployment failed')
  return receipt.contractAddress
}

/** Delegates `key`'s EOA to a fresh BatchAccount (EIP-7702, self-sponsored type-4 transaction). */
export async function delegateToBatchAccount(chain: ManifestChain, key: Hex): Promise<Address> {
  const implementation = await deployBatchAccount(chain, key, zeroAddress)
  const c = clients(chain, key)
  const authorization = await c.wallet.signAuthorization({
    contractAddress: implementation,
    executor: 'self',
  })
  const hash = await c.wallet.sendTransaction({
    authorizationList: [authorization],
    to: c.wallet.account.address,
    data: '0x',
  })
  const receipt = await c.public.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('EIP-7702 delegation failed')
  return implementation
}

/** A BatchAccount owned by `key`'s EOA, funded by the owner with `tokens` (raw amounts). */
export async function createContractAccount(
  chain: ManifestChain,
  key: Hex,
  tokens: readonly { address: Address; amount: bigint }[] = [],
): Promise<Address> {
  const c = clients(chain, key)
  const account = await deployBatchAccount(chain, key, c.wallet.account.address)
  for (const t of tokens) {
    const hash = await c.wallet.writeContract({
      address: t.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, t.amount],
    })
    await c.public.waitForTransactionReceipt({ hash })
  }
  return account
}
