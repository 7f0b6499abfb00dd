// The Node half of the injected test wallet. It behaves like a browser extension wallet that a
// user has installed: it answers eth_chainId/eth_accounts and the wallet_* methods itself,
// signs with a devnet key (viem local account) and forwards every other request to the RPC of
// the chain it is on. The app talks to it only through EIP-1193 and cannot tell it from a
// real wallet.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  type Address,
  BaseError,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  type LocalAccount,
  RpcRequestError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { rpc, rpcRaw } from '../rpc.ts'
import { installPageProvider, type PageProviderConfig, type WalletReply } from './page-provider.ts'
import { type BatchCall, executeData } from './smart-account.ts'
import { normalizeTypedData } from './typed-data.ts'

export interface WalletChain {
  chainId: number
  name: string
  rpcUrl: string
}

export interface E2EWalletOptions {
  /** The key signs; an address alone gives a watch-only wallet that refuses to sign. */
  account: { privateKey: Hex } | { address: Address }
  chains: readonly WalletChain[]
  /** Chain the wallet starts on (default: the first). May be a chain the wallet lacks. */
  chainId?: number
  /** Whether the site was authorized before: eth_accounts is [] until eth_requestAccounts. */
  authorized?: boolean
  name?: string
  /**
   * Issue 18: a smart wallet (see smart-account.ts, set up by the caller). 'delegated': the
   * key's EOA carries an EIP-7702 delegation to a BatchAccount; 'contract': `account` is a
   * BatchAccount owned by the key's EOA and is the wallet's address. `batching`: the wallet
   * reports EIP-5792 atomic batching and runs wallet_sendCalls as one `execute(calls)`.
   */
  smart?: SmartWallet
}

export type SmartWallet =
  | { kind: 'delegated'; batching: boolean }
  | { kind: 'contract'; account: Address; batching: boolean }

/** EIP-1193 / EIP-1474 error codes. */
export const WalletErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4c82fb"/><path d="M8 20c4-8 12-8 16 0" stroke="#fff" stroke-width="3" fill="none"/></svg>',
  ).toString('base64')

type Request = { method: string; params: unknown[] }

const hexChain = (id: number): Hex => `0x${id.toString(16)}`
const fail = (code: number, message: string, data?: unknown): WalletReply => ({
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

export class E2EWallet {
  readonly address: Address
  readonly name: string
  /** Every request the app made, in order (for assertions such as "the switch was asked"). */
  readonly requests: Request[] = []
  private readonly account: LocalAccount | null
  private readonly chains = new Map<number, WalletChain>()
  private chain: number
  private authorized: boolean
  private readonly pages = new Set<Page>()
  private readonly rejections = new Map<string, number>()
  private readonly holds = new Map<string, Promise<void>>()
  private readonly binding = `__w${randomUUID().replaceAll('-', '')}`
  private readonly eventChannel = `w${randomUUID()}`
  private readonly uuid = randomUUID()
  private readonly smart: SmartWallet | undefined
  /** EIP-5792 batch id → the transaction that carried it. */
  private readonly batches = new Map<string, { hash: Hex; chainId: number }>()

  constructor(opts: E2EWalletOptions) {
    this.smart = opts.smart
    if ('privateKey' in opts.account) {
      this.account = privateKeyToAccount(opts.account.privateKey)
      // A contract account's address is the contract; the key is its owner's.
      this.address = opts.smart?.kind === 'contract' ? opts.smart.account : this.account.address
    } else {
      this.account = null
      this.address = opts.account.address
    }
    for (const c of opts.chains) this.chains.set(c.chainId, c)
    const first = opts.chains[0]
    if (!first) throw new Error('E2EWallet: no chains')
    this.chain = opts.chainId ?? first.chainId
    this.authorized = opts.authorized ?? false
    this.name = opts.name ?? 'E2E Wallet'
  }

  get chainId(): number {
    return this.chain
  }

  /** Whether the wallet is on the first of its chains (fixtures.ts: the devnet's L1). */
  get onFirstChain(): boolean {
    return this.chain === [...this.chains.keys()][0]
  }

  /** The name of the chain the wallet is on, if it is one of its chains. */
  get chainName(): string | undefined {
    return this.chains.get(this.chain)?.name
  }

  get isAuthorized(): boolean {
    return this.authorized
  }

  /** Injects the provider into every document the page loads from now on. */
  async install(page: Page): Promise<void> {
    this.pages.add(page)
    page.once('close', () => this.pages.delete(page))
    await page.exposeBinding(this.binding, async (_source, payload: string) =>
      this.handle(JSON.parse(payload) as Request),
    )
    const config: PageProviderConfig = {
      binding: this.binding,
      eventChannel: this.eventChannel,
      info: { uuid: this.uuid, name: this.name, icon: ICON, rdns: 'org.tidepool.e2e-wallet' },
    }
    await page.addInitScript(installPageProvider, config)
  }

  /**
   * The site is one the user authorized before (as `walletOptions.authorized`): from the next
   * page load on, eth_accounts answers the account without a prompt and the app connects at start.
   */
  authorize(): void {
    this.authorized = true
  }

  /** The user switches network inside the wallet (not through the app). */
  async switchChain(chainId: number): Promise<void> {
    if (chainId === this.chain) return
    this.chain = chainId
    await this.emit('chainChanged', hexChain(chainId))
  }

  /** The user revokes the site's access inside the wallet. */
  async revoke(): Promise<void> {
    this.authorized = false
    await this.emit('accountsChanged', [])
  }

  /** The user will press "Reject" on the next `count` requests of this method (code 4001). */
  rejectNext(method: string, count = 1): void {
    this.rejections.set(method, (this.rejections.get(method) ?? 0) + count)
  }

  /**
   * The user takes their time over the next request of this method (reading what the app shows
   * beside the wallet's prompt): it is answered only once the returned `release` is called.
   */
  holdNext(method: string): () => void {
    let release: () => void = () => {}
    this.holds.set(method, new Promise<void>((resolve) => (release = resolve)))
    return () => release()
  }

  requestsOf(method: string): Request[] {
    return this.requests.filter((r) => r.method === method)
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    await Promise.all(
      [...this.pages].map(
        (page) =>
          page
            .evaluate(
              ([channel, detail]) => window.dispatchEvent(new CustomEvent(channel, { detail })),
              [this.eventChannel, { event, payload }] as const,
            )
            .catch(() => undefined), // a page mid-navigation gets the state on its next request
      ),
    )
  }

  async handle(req: Request): Promise<WalletReply> {
    // By-name params (an object, as wallet_watchAsset sends them: EIP-747) are kept as the one
    // element of the list, so specs can read them back.
    const params = Array.isArray(req.params) ? req.params : req.params == null ? [] : [req.params]
    this.requests.push({ method: req.method, params })
    const hold = this.holds.get(req.method)
    if (hold) {
      this.holds.delete(req.method)
      await hold
    }
    const rejections = this.rejections.get(req.method) ?? 0
    if (rejections > 0) {
      this.rejections.set(req.method, rejections - 1)
      return fail(WalletErrorCode.userRejected, 'User rejected the request.')
    }
    try {
      return await this.dispatch(req.method, params)
    } catch (e) {
      return { error: toRpcError(e) }
    }
  }

  private accounts(): Address[] {
    return this.authorized ? [this.address] : []
  }

  private connect(): WalletReply {
    const was = this.authorized
    this.authorized = true
    return {
      result: [this.address],
      events: was ? [] : [['accountsChanged', [this.address]]],
    }
  }

  private async dispatch(method: string, params: unknown[]): Promise<WalletReply> {
    switch (method) {
      case 'eth_chainId':
        return { result: hexChain(this.chain) }
      case 'net_version':
        return { result: String(this.chain) }
      case 'eth_accounts':
        return { result: this.accounts() }
      case 'eth_requestAccounts':
        return this.connect()
      case 'wallet_requestPermissions': {
        const reply = this.connect()
        return { ...reply, result: [{ parentCapability: 'eth_accounts', caveats: [] }] }
      }
      case 'wallet_getPermissions':
        return {
          result: this.authorized ? [{ parentCapability: 'eth_accounts', caveats: [] }] : [],
        }
      case 'wallet_revokePermissions':
        this.authorized = false
        return { result: null, events: [['accountsChanged', []]] }
      case 'wallet_switchEthereumChain':
        return this.switchRequested(params)
      case 'wallet_addEthereumChain':
        return this.addRequested(params)
      case 'wallet_watchAsset':
        return { result: true }
      case 'eth_sendTransaction':
        return this.sendTransaction(params)
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        // A contract account has no key for its own address: no ECDSA signature can be its.
        if (this.smart?.kind === 'contract')
          return fail(
            WalletErrorCode.unsupportedMethod,
            `${method}: a contract account cannot sign`,
          )
        return method === 'personal_sign' ? this.personalSign(params) : this.signTypedData(params)
      case 'wallet_getCapabilities':
        if (this.smart?.batching) return this.capabilities(params)
        break
      case 'wallet_sendCalls':
        if (this.smart?.batching) return this.sendCalls(params)
        break
      case 'wallet_getCallsStatus':
        if (this.smart?.batching) return this.callsStatus(params)
        break
      case 'eth_sign':
      case 'eth_signTransaction':
        return fail(WalletErrorCode.unsupportedMethod, `${method} is not supported`)
    }
    if (method.startsWith('wallet_')) {
      return fail(WalletErrorCode.unsupportedMethod, `${method} is not supported`)
    }
    const chain = this.chains.get(this.chain)
    if (!chain) return fail(WalletErrorCode.internal, `no RPC for chain ${this.chain}`)
    const body = await rpcRaw(chain.rpcUrl, method, params)
    return body.error ? { error: body.error } : { result: body.result ?? null }
  }

  private switchRequested(params: unknown[]): WalletReply {
    const id = chainIdParam(params[0])
    if (id === null) return fail(WalletErrorCode.invalidParams, 'expected [{ chainId }]')
    if (!this.chains.has(id)) {
      return fail(
        WalletErrorCode.unrecognizedChain,
        `Unrecognized chain ID "${hexChain(id)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (id === this.chain) return { result: null }
    this.chain = id
    return { result: null, events: [['chainChanged', hexChain(id)]] }
  }

  /** Like MetaMask: adding a chain also switches to it. */
  private addRequested(params: unknown[]): WalletReply {
    const p = params[0]
    const id = chainIdParam(p)
    if (id === null) return fail(WalletErrorCode.invalidParams, 'expected [{ chainId, … }]')
    if (!this.chains.has(id)) {
      const rec = p as { chainName?: unknown; rpcUrls?: unknown }
      const rpcUrl = Array.isArray(rec.rpcUrls) ? rec.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string') return fail(WalletErrorCode.invalidParams, 'rpcUrls missing')
      const name = typeof rec.chainName === 'string' ? rec.chainName : `Chain ${id}`
      this.chains.set(id, { chainId: id, name, rpcUrl })
    }
    return this.switchRequested([{ chainId: hexChain(id) }])
  }

  private signer(from: unknown): LocalAccount | WalletReply {
    if (!this.authorized) return fail(WalletErrorCode.unauthorized, 'The site is not authorized')
    if (!this.account) return fail(WalletErrorCode.unauthorized, 'This account is watch-only')
    if (typeof from === 'string' && from.toLowerCase() !== this.address.toLowerCase()) {
      return fail(WalletErrorCode.unauthorized, `Unknown account ${from}`)
    }
    return this.account
  }

  private async sendTransaction(params: unknown[]): Promise<WalletReply> {
    const tx = (params[0] ?? {}) as Record<string, unknown>
    const account = this.signer(tx.from)
    if (!isLocalAccount(account)) return account
    const big = (v: unknown): bigint | undefined => (typeof v === 'string' ? BigInt(v) : undefined)
    const to = typeof tx.to === 'string' && isAddress(tx.to) ? tx.to : undefined
    const data = typeof tx.data === 'string' ? (tx.data as Hex) : undefined
    if (this.smart?.kind === 'contract') {
      // The owner sends the call through the account; the site's gas and nonce were the
      // account's, not the owner's: the wallet prices the owner's transaction itself.
      if (!to) return fail(WalletErrorCode.invalidParams, 'a contract account cannot deploy')
      return this.execute(account, [{ to, data, value: big(tx.value) }])
    }
    const nonce = typeof tx.nonce === 'string' ? Number(tx.nonce) : undefined
    const gasPrice = big(tx.gasPrice)
    const common = { to, data, value: big(tx.value), gas: big(tx.gas), nonce }
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : tx.maxFeePerGas === undefined
          ? undefined
          : {
              maxFeePerGas: big(tx.maxFeePerGas),
              maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
            }
    return this.send(account, common, fees)
  }

  /** Signs and sends from the key's EOA on the current chain. */
  private async send(
    account: LocalAccount,
    tx: { to?: Address; data?: Hex; value?: bigint; gas?: bigint; nonce?: number },
    fees?: { gasPrice: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint },
  ): Promise<WalletReply> {
    const chain = this.chains.get(this.chain)
    if (!chain) return fail(WalletErrorCode.internal, `no RPC for chain ${this.chain}`)
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
    if (fees && 'gasPrice' in fees) {
      return { result: await client.sendTransaction({ ...tx, gasPrice: fees.gasPrice }) }
    }
    return {
      result: await client.sendTransaction({
        ...tx,
        ...(fees ?? (await suggestFees(chain.rpcUrl))),
      }),
    }
  }

  /** Runs `calls` atomically as the smart account: one `execute(calls)` transaction. */
  private execute(account: LocalAccount, calls: readonly BatchCall[]): Promise<WalletReply> {
    // Delegated (EIP-7702): the EOA calls its own code. Contract: the owner calls the account.
    return this.send(account, { to: this.address, data: executeData(calls) })
  }

  /** EIP-5792 wallet_getCapabilities: atomic batching on every chain asked for (or known). */
  private capabilities(params: unknown[]): WalletReply {
    const asked = Array.isArray(params[1])
      ? params[1].filter((c): c is string => typeof c === 'string')
      : [...this.chains.keys()].map(hexChain)
    return {
      result: Object.fromEntries(asked.map((id) => [id, { atomic: { status: 'supported' } }])),
    }
  }

  /** EIP-5792 wallet_sendCalls (version 2.0.0): the calls as one atomic transaction. */
  private async sendCalls(params: unknown[]): Promise<WalletReply> {
    const p = (params[0] ?? {}) as {
      from?: unknown
      chainId?: unknown
      calls?: { to?: unknown; data?: unknown; value?: unknown }[]
    }
    const account = this.signer(p.from)
    if (!isLocalAccount(account)) return account
    if (chainIdParam(p) !== this.chain)
      return fail(
        WalletErrorCode.invalidParams,
        `wallet_sendCalls: not on chain ${String(p.chainId)}`,
      )
    if (!Array.isArray(p.calls) || p.calls.length === 0)
      return fail(WalletErrorCode.invalidParams, 'wallet_sendCalls: no calls')
    const calls: BatchCall[] = []
    for (const c of p.calls) {
      if (typeof c.to !== 'string' || !isAddress(c.to))
        return fail(WalletErrorCode.invalidParams, 'wallet_sendCalls: call without a target')
      calls.push({
        to: c.to,
        data: typeof c.data === 'string' ? (c.data as Hex) : undefined,
        value: typeof c.value === 'string' ? BigInt(c.value) : undefined,
      })
    }
    const reply = await this.execute(account, calls)
    if (reply.error) return reply
    const id = `0x${randomUUID().replaceAll('-', '')}`
    this.batches.set(id, { hash: reply.result as Hex, chainId: this.chain })
    return { result: { id } }
  }

  /** EIP-5792 wallet_getCallsStatus: 100 until mined, then 200 (or 500 reverted) + receipts. */
  private async callsStatus(params: unknown[]): Promise<WalletReply> {
    const id = params[0]
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined
    const chain = batch && this.chains.get(batch.chainId)
    if (!batch || !chain) return fail(5730, 'Unknown bundle id')
    const receipt = await rpc<{ status: string } | null>(
      chain.rpcUrl,
      'eth_getTransactionReceipt',
      [batch.hash],
    )
    return {
      result: {
        version: '2.0.0',
        id,
        chainId: hexChain(batch.chainId),
        atomic: true,
        status: receipt === null ? 100 : receipt.status === '0x1' ? 200 : 500,
        ...(receipt === null ? {} : { receipts: [receipt] }),
      },
    }
  }

  private async personalSign(params: unknown[]): Promise<WalletReply> {
    const [message, from] = params
    const account = this.signer(from)
    if (!isLocalAccount(account)) return account
    if (typeof message !== 'string') return fail(WalletErrorCode.invalidParams, 'message')
    const signature = await account.signMessage({
      message: message.startsWith('0x') ? { raw: message as Hex } : message,
    })
    return { result: signature }
  }

  private async signTypedData(params: unknown[]): Promise<WalletReply> {
    const [from, json] = params
    const account = this.signer(from)
    if (!isLocalAccount(account)) return account
    const typed = normalizeTypedData(typeof json === 'string' ? JSON.parse(json) : json)
    return { result: await account.signTypedData(typed) }
  }
}

/**
 * Fees as a browser wallet suggests them when the site gives none: from the base fee of the
 * block being built (MetaMask reads it from eth_feeHistory), doubled for headroom, plus the
 * node's tip. Pricing from the latest block instead breaks whenever the next block's base fee
 * jumps (the devnet resets it to a floor after idle blocks).
 */
async function suggestFees(
  rpcUrl: string,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const [pending, tip] = await Promise.all([
    rpc<{ baseFeePerGas?: string } | null>(rpcUrl, 'eth_getBlockByNumber', ['pending', false]),
    rpc<string>(rpcUrl, 'eth_maxPriorityFeePerGas'),
  ])
  const baseFee = BigInt(pending?.baseFeePerGas ?? '0x0')
  const maxPriorityFeePerGas = BigInt(tip)
  return { maxFeePerGas: 2n * baseFee + maxPriorityFeePerGas, maxPriorityFeePerGas }
}

function isLocalAccount(v: LocalAccount | WalletReply): v is LocalAccount {
  return 'address' in v
}

function chainIdParam(p: unknown): number | null {
  if (typeof p !== 'object' || p === null || !('chainId' in p)) return null
  const { chainId } = p as { chainId: unknown }
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) return null
  return Number.parseInt(chainId, 16)
}

/** The node's own error (code, message, revert data) when there is one, as a wallet forwards it. */
function toRpcError(e: unknown): { code: number; message: string; data?: unknown } {
  if (e instanceof BaseError) {
    const inner = e.walk((x) => x instanceof RpcRequestError)
    if (inner instanceof RpcRequestError) {
      return { code: inner.code, message: inner.details, data: inner.data }
    }
    return { code: WalletErrorCode.internal, message: e.shortMessage }
  }
  return { code: WalletErrorCode.internal, message: e instanceof Error ? e.message : String(e) }
}
