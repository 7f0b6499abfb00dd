// Issue 31: v4, Permit2 and the Universal Router on each devnet chain. Permit2's captured runtime
// answers every signature on chain 31337 with a domain separator for another address
// (devnet-facts); deploy/v4.ts mends it. The proof is a signature the contract itself accepts,
// on the L1 (31337) and on the L2's chain id, and one it must refuse.
import { hashDomain, maxUint256, parseAbi, parseUnits } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { permit2Runtime } from './deploy/v4.ts'
import type { Address, ManifestChain } from './manifest.ts'
import { publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')

const permit2Abi = parseAbi([
  'function permit(address owner, ((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permitSingle, bytes signature)',
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'error InvalidSigner()',
])
const domainAbi = parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)'])
const immutableStateAbi = parseAbi(['function poolManager() view returns (address)'])
const erc20 = parseAbi(['function approve(address, uint256) returns (bool)'])

const PERMIT_TYPES = {
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
} as const

/** EIP-712's domain hash as viem computes it (Permit2's domain has no version). */
const permit2Domain = (chainId: number, verifyingContract: Address) =>
  hashDomain({
    domain: { name: 'Permit2', chainId: BigInt(chainId), verifyingContract },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  })

function v4Of(chain: ManifestChain) {
  if (!chain.v4) throw new Error(`chain ${chain.chainId} has no v4 contracts`)
  return chain.v4
}

describe.each(manifest.chains.map((c) => [`${c.name} (chain ${c.chainId})`, c] as const))(
  '%s',
  (_name, chain) => {
    let snap: string
    beforeEach(async () => {
      snap = await snapshot(chain.rpcUrl)
    })
    afterEach(async () => {
      await revert(chain.rpcUrl, snap)
    })

    it('deploys the PoolManager, the position manager, V4Quoter, StateView and the Universal Router, wired to one PoolManager', async () => {
      const v4 = v4Of(chain)
      const client = publicClient(chain)
      for (const address of Object.values(v4)) {
        const code = await client.getCode({ address })
        expect(code?.length ?? 0, address).toBeGreaterThan(2)
      }
      for (const address of [v4.positionManager, v4.quoter, v4.stateView]) {
        const manager = await client.readContract({
          address,
          abi: immutableStateAbi,
          functionName: 'poolManager',
        })
        expect(manager).toBe(v4.poolManager)
      }
    })

    it('the captured Permit2 runtime, placed as shipped, signs under a wrong domain on chain 31337 only; the placed Permit2 under its own', async () => {
      const client = publicClient(chain)
      const scratch: Address = '0x00000000000000000000000000000000000c0de2'
      await rpc(chain.rpcUrl, 'hardhat_setCode', [scratch, permit2Runtime()])
      const separatorOf = (address: Address) =>
        client.readContract({ address, abi: domainAbi, functionName: 'DOMAIN_SEPARATOR' })
      const shipped = await separatorOf(scratch)
      if (chain.chainId === 31337) expect(shipped).not.toBe(permit2Domain(chain.chainId, scratch))
      else expect(shipped).toBe(permit2Domain(chain.chainId, scratch))
      const { permit2 } = v4Of(chain)
      expect(await separatorOf(permit2)).toBe(permit2Domain(chain.chainId, permit2))
    })

    it('Permit2 accepts a PermitSingle signed for this chain and refuses one signed for another chain id', async () => {
      const { permit2, universalRouter } = v4Of(chain)
      const client = publicClient(chain)
      const wallet = walletClient(manifest, chain, 1)
      const owner = wallet.account.address
      const token = tokenOf(chain, 'USDC')
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: token.address,
          abi: erc20,
          functionName: 'approve',
          args: [permit2, maxUint256],
        }),
      })
      const now = (await client.getBlock()).timestamp
      const permitSingle = {
        details: {
          token: token.address,
          amount: parseUnits('1234.5', token.decimals),
          expiration: Number(now + 3_600n),
          nonce: 0,
        },
        spender: universalRouter,
        sigDeadline: now + 600n,
      }
      const sign = (chainId: number) =>
        wallet.signTypedData({
          domain: { name: 'Permit2', chainId, verifyingContract: permit2 },
          types: PERMIT_TYPES,
          primaryType: 'PermitSingle',
          message: permitSingle,
        })

      // Signed for another chain id: the contract must not take it (the test can fail).
      await expect(
        client.simulateContract({
          account: owner,
          address: permit2,
          abi: permit2Abi,
          functionName: 'permit',
          args: [owner, permitSingle, await sign(chain.chainId + 1)],
        }),
      ).rejects.toThrow(/InvalidSigner/)

      const hash = await wallet.writeContract({
        address: permit2,
        abi: permit2Abi,
        functionName: 'permit',
        args: [owner, permitSingle, await sign(chain.chainId)],
      })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
      const [amount, expiration, nonce] = await client.readContract({
        address: permit2,
        abi: permit2Abi,
        functionName: 'allowance',
        args: [owner, token.address, universalRouter],
      })
      expect(amount).toBe(permitSingle.details.amount)
      expect(expiration).toBe(permitSingle.details.expiration)
      expect(nonce).toBe(1)
    })
  },
)
