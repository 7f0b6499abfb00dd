// The Local test wallet's EIP-1193 provider (issue 2 §4): it signs with a devnet key inside the page
// and sends raw transactions to the local chain's RPC, so a newcomer without a browser extension
// can use every feature against the local replica. Like the spec's built-in wallet transport
// (spec 01 §4 "Network switch") it answers eth_chainId and wallet_switchEthereumChain itself and
// never forwards them. It only ever holds the manifest's well-known development keys.
//
// Browser-safe and React-free (viem only), so e2e can inject the same provider as window.ethereum.
import {
  type AccessList,
  type Address,
  type Chain,
  createClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TransactionSerializable,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  estimateFeesPerGas,
  estimateGas,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import { ProviderRequestError, UnsupportedChainIdError } from '../../../../chain/errors'

export interface RequestArguments {
  readonly method: string
  readonly params?: unknown
}

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider (request + events) that also tells its current chain. */
export interface LocalWalletProvider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): LocalWalletProvider
  removeListener(event: string, listener: Listener): LocalWalletProvider
  readonly address: Address
  readonly chainId: number
}

export interface LocalWalletProviderParameters {
  privateKey: Hex
  /** The local chains this wallet may be on (each with its RPC URL); the first is the default. */
  chains: readonly Chain[]
  initialChainId?: number
  /** How to reach a chain's node; default: HTTP to its first RPC URL. Tests pass a fake. */
  transport?: (chain: Chain) => Transport
}

const UNAUTHORIZED = 4100 // EIP-1193: the requested account is not this wallet's
const UNSUPPORTED_METHOD = 4200

/** Methods a wallet answers itself; the node must never see them (they need the key). */
const SIGNING_METHODS = new Set(['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3'])

export function createLocalWalletProvider({
  privateKey,
  chains,
  initialChainId,
  transport = (chain) => http(chain.rpcUrls.default.http[0]),
}: LocalWalletProviderParameters): LocalWalletProvider {
  const [firstChain] = chains
  if (!firstChain) throw new Error('The Local test wallet needs at least one local chain')
  const account = privateKeyToAccount(privateKey)
  const listeners = new Map<string, Set<Listener>>()
  let current = chains.find((c) => c.id === initialChainId) ?? firstChain
  const clients = new Map<number, ReturnType<typeof clientFor>>()

  // A bare client: the actions below are imported one by one, and createPublicClient's decorator
  // would pull every public action of viem into the chunk that the read path shares.
  function clientFor(chain: Chain) {
    return createClient({ chain, transport: transport(chain) })
  }
  function client() {
    let c = clients.get(current.id)
    if (!c) {
      c = clientFor(current)
      clients.set(current.id, c)
    }
    return c
  }
  // One transaction at a time, as a wallet's confirmation queue: each reads the pending nonce
  // only after the previous one reached the node, so concurrent sends never share a nonce.
  let queue: Promise<unknown> = Promise.resolve()
  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  function emit(event: string, ...args: unknown[]): void {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  function assertOwnAddress(value: unknown): void {
    if (typeof value !== 'string' || !isHex(value) || !isAddressEqual(value, account.address))
      throw new ProviderRequestError(UNAUTHORIZED, `Unknown account ${String(value)}`)
  }

  function switchChain(params: unknown): null {
    const chainId = hexToNumber(param<{ chainId: Hex }>(params, 0).chainId)
    const chain = chains.find((c) => c.id === chainId)
    if (!chain) throw new UnsupportedChainIdError(chainId)
    if (chain.id !== current.id) {
      current = chain
      emit('chainChanged', numberToHex(chain.id))
    }
    return null
  }

  async function signTransaction(params: unknown): Promise<Hex> {
    const tx = parseTransactionRequest(param(params, 0))
    if (tx.from !== undefined) assertOwnAddress(tx.from)
    return account.signTransaction(await fillTransaction(tx))
  }

  /** Fills only what the caller left out, so a fully specified request needs no node. */
  async function fillTransaction(tx: TransactionFields): Promise<TransactionSerializable> {
    const c = client()
    const { to, data, value, accessList } = tx
    const nonce =
      tx.nonce ?? (await getTransactionCount(c, { address: account.address, blockTag: 'pending' }))
    const gas = tx.gas ?? (await estimateGas(c, { account, to, data, value, accessList }))
    const base = { chainId: current.id, to, data, value, nonce, gas }
    const { gasPrice } = tx
    if (gasPrice !== undefined)
      return accessList
        ? { ...base, type: 'eip2930', gasPrice, accessList }
        : { ...base, type: 'legacy', gasPrice }
    let { maxFeePerGas, maxPriorityFeePerGas } = tx
    if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) {
      const fees = await estimateFeesPerGas(c)
      maxFeePerGas ??= fees.maxFeePerGas
      maxPriorityFeePerGas ??= fees.maxPriorityFeePerGas
    }
    return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas, accessList }
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(current.id)
      case 'net_version':
        return String(current.id)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      case 'wallet_revokePermissions':
        return null
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain': {
        // It cannot add chains: only the devnet's are reachable with its key.
        const chainId = hexToNumber(param<{ chainId: Hex }>(params, 0).chainId)
        if (!chains.some((c) => c.id === chainId)) throw new UnsupportedChainIdError(chainId)
        return null
      }
      case 'personal_sign': {
        const message = param<Hex>(params, 0)
        assertOwnAddress(param(params, 1))
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        assertOwnAddress(param(params, 0))
        const raw = param<string | object>(params, 1)
        const typedData = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
        return account.signTypedData(typedData)
      }
      case 'eth_signTransaction':
        return serialized(() => signTransaction(params))
      case 'eth_sendTransaction':
        return serialized(async () => {
          const serializedTransaction = await signTransaction(params)
          return sendRawTransaction(client(), { serializedTransaction })
        })
      default: {
        if (SIGNING_METHODS.has(method) || method.startsWith('wallet_'))
          throw new ProviderRequestError(UNSUPPORTED_METHOD, `${method} is not supported`)
        // Reads go to the current chain's node.
        const forward = client().request as unknown as (args: RequestArguments) => Promise<unknown>
        return forward({ method, params })
      }
    }
  }

  const provider: LocalWalletProvider = {
    request,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    get address() {
      return account.address
    },
    get chainId() {
      return current.id
    },
  }
  return provider
}

function param<T>(params: unknown, index: number): T {
  if (!Array.isArray(params) || params.length <= index)
    throw new ProviderRequestError(-32602, `Missing parameter ${index}`)
  return params[index] as T
}

interface TransactionFields {
  from?: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  accessList?: AccessList
}

/** An `eth_sendTransaction` object (hex quantities) as viem's request fields. */
export function parseTransactionRequest(raw: unknown): TransactionFields {
  if (typeof raw !== 'object' || raw === null)
    throw new ProviderRequestError(-32602, 'Expected a transaction object')
  const r = raw as Record<string, unknown>
  const hex = (key: string): Hex | undefined => {
    const v = r[key]
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'string' || !isHex(v))
      throw new ProviderRequestError(-32602, `Invalid transaction field ${key}`)
    return v
  }
  const quantity = (key: string) => {
    const v = hex(key)
    return v === undefined ? undefined : hexToBigInt(v)
  }
  const nonce = hex('nonce')
  const fields: TransactionFields = {
    from: hex('from'),
    to: hex('to'),
    data: hex('data') ?? hex('input'),
    value: quantity('value'),
    gas: quantity('gas'),
    nonce: nonce === undefined ? undefined : hexToNumber(nonce),
    accessList: Array.isArray(r.accessList) ? (r.accessList as AccessList) : undefined,
  }
  // A legacy gas price and EIP-1559 fees are exclusive; prefer the 1559 fields when both came.
  const maxFeePerGas = quantity('maxFeePerGas')
  if (maxFeePerGas !== undefined) {
    fields.maxFeePerGas = maxFeePerGas
    fields.maxPriorityFeePerGas = quantity('maxPriorityFeePerGas')
  } else fields.gasPrice = quantity('gasPrice')
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as TransactionFields
}
