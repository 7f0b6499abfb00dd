// Query keys and options per chain read (issue 11 §3 "query keys/options per read"), the way
// wagmi splits a read into action → query options → hook (STYLE.md "Layers for chain access"):
// a hook only wires one of these into useQuery/useQueries, a test or a prefetch can build the same
// query without React, and every chain read's key starts with 'chain' so one invalidation
// (`{ queryKey: chainQueryKeys.all }`) refreshes them all after a transaction.
import type { QueryKey } from '@tanstack/react-query'
import type { Abi, Address, Client } from 'viem'
import type { GetChainClient } from './clients'
import {
  type MulticallReadsParameters,
  type MulticallReadsReturnType,
  multicallReads,
} from './multicall'

export const chainQueryKeys = {
  all: ['chain'] as const,
  readContract: (p: {
    chainId: number
    address: Address | undefined
    functionName: string
    args?: readonly unknown[] | undefined
  }) => ['chain', 'readContract', p] as const,
  balance: (p: { chainId: number | undefined; address: Address | undefined }) =>
    ['chain', 'balance', p] as const,
  /** The account's kind from its code (accountKind.ts): a delegation may change it. */
  accountKind: (p: { chainId: number; address: Address | undefined }) =>
    ['chain', 'accountKind', p] as const,
  /**
   * A multicall read: `read` names what is read ('tokenBalances'), `key` what it is read for
   * (the account, a chunk's digest…). The calls themselves are not in the key: a 500-call list
   * would be hashed on every render.
   */
  multicall: (p: { chainId: number; read: string; key: readonly unknown[] }) =>
    ['chain', 'multicall', p.chainId, p.read, ...p.key] as const,
}

/** The `read` of the ERC-20 balance multicalls (modules/tokens useTokenBalances), key [account, chunk]. */
export const TOKEN_BALANCES_READ = 'tokenBalances'

/** What a mined transaction may have changed for its sender: native and token holdings. */
export interface AccountHoldings {
  chainId: number
  account: Address
  /** ERC-20 tokens whose balance or allowance the transaction moved. */
  tokens: readonly Address[]
}

const sameAddress = (a: unknown, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * Whether the chain read keyed `queryKey` reads `holdings` (issue 12 #4: a receipt refreshes the
 * balances and allowances it moved at once, not at the next poll): the account's native balance,
 * its token-balance multicalls on the chain (a chunk's key is a digest, so every chunk of the
 * account: only the screens' active ones refetch), and `balanceOf` / `allowance` reads of one of
 * the tokens for the account. Addresses compare case-insensitively (lists checksum, infos may not).
 */
export function readsHoldings(queryKey: QueryKey, holdings: AccountHoldings): boolean {
  const { chainId, account, tokens } = holdings
  if (queryKey[0] !== 'chain') return false
  const [, kind, ...rest] = queryKey
  if (kind === 'balance') {
    const p = rest[0] as { chainId?: unknown; address?: unknown } | undefined
    return p?.chainId === chainId && sameAddress(p.address, account)
  }
  if (kind === 'multicall')
    return (
      tokens.length > 0 &&
      rest[0] === chainId &&
      rest[1] === TOKEN_BALANCES_READ &&
      sameAddress(rest[2], account)
    )
  if (kind === 'readContract') {
    const p = rest[0] as Parameters<typeof chainQueryKeys.readContract>[0] | undefined
    if (p?.chainId !== chainId || !sameAddress(p.args?.[0], account)) return false
    const moved = (a: unknown) => tokens.some((t) => sameAddress(a, t))
    // Issue 31: Permit2's allowance(owner, token, spender) names the token second; a swap that
    // carried a permit moved its nonce (swap/hooks/useFeeBasis reads it for the network fee).
    if (p.functionName === 'allowance' && p.args?.length === 3) return moved(p.args[1])
    return (p.functionName === 'balanceOf' || p.functionName === 'allowance') && moved(p.address)
  }
  return false
}

export interface MulticallQueryOptionsParameters<calls extends readonly unknown[], data>
  extends MulticallReadsParameters<calls> {
  /** The read door (chain/clients.ts): the chain's client is asked for when the query runs. */
  getClient: GetChainClient
  chainId: number
  read: string
  key: readonly unknown[]
  /** Maps the per-call results to what the screen keeps (e.g. balances or null). */
  select: (results: MulticallReadsReturnType<calls>) => data
}

/** useQuery/useQueries options for one multicallReads, keyed by chainQueryKeys.multicall. */
export function multicallQueryOptions<const calls extends readonly unknown[], data>({
  getClient,
  chainId,
  read,
  key,
  select,
  ...parameters
}: MulticallQueryOptionsParameters<calls, data>): {
  queryKey: ReturnType<typeof chainQueryKeys.multicall>
  queryFn: () => Promise<data>
} {
  return {
    queryKey: chainQueryKeys.multicall({ chainId, read, key }),
    queryFn: async () => select(await multicallReads(getClient(chainId), parameters)),
  }
}

export interface ReadContractQueryOptionsParameters {
  /** The read door (chain/clients.ts): the chain's client is asked for when the query runs. */
  getClient: GetChainClient
  chainId: number
  /** undefined: the query is built but must stay disabled (its queryFn rejects). */
  address: Address | undefined
  abi: Abi
  functionName: string
  args?: readonly unknown[] | undefined
}

/** One eth_call of a view function (chain/reads.ts useReadContract). */
export function readContractQueryOptions({
  getClient,
  chainId,
  address,
  abi,
  functionName,
  args,
}: ReadContractQueryOptionsParameters): {
  queryKey: ReturnType<typeof chainQueryKeys.readContract>
  queryFn: () => Promise<unknown>
} {
  return {
    queryKey: chainQueryKeys.readContract({ chainId, address, functionName, args }),
    queryFn: async () => {
      if (address === undefined) throw new Error('readContract: no address')
      const { readContract } = await import('./readActions')
      const read = readContract as (
        client: Client,
        parameters: { address: Address; abi: Abi; functionName: string; args?: unknown },
      ) => Promise<unknown>
      return read(getClient(chainId), { address, abi, functionName, args })
    },
  }
}

/** The native balance (wei) of `address` (chain/reads.ts useBalance). */
export function balanceQueryOptions({
  getClient,
  chainId,
  address,
}: {
  getClient: GetChainClient
  chainId: number | undefined
  address: Address | undefined
}): {
  queryKey: ReturnType<typeof chainQueryKeys.balance>
  queryFn: () => Promise<bigint>
} {
  return {
    queryKey: chainQueryKeys.balance({ chainId, address }),
    queryFn: async () => {
      if (address === undefined || chainId === undefined) throw new Error('getBalance: no address')
      const { getBalance } = await import('./readActions')
      return getBalance(getClient(chainId), { address })
    },
  }
}
