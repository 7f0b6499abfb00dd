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
}

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
  private readonly binding = `__w${randomUUID().replaceAll('-', '')}`
  private readonly eventChannel = `w${randomUUID()}`
  private readonly uuid = randomUUID()

  constructor(opts: E2EWalletOptions) {
    if ('privateKey' in opts.account) {
      this.account = privateKeyToAccount(opts.account.privateKey)
      this.address = this.account.address
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
        return this.personalSign(params)
      case 'eth_signTypedData_v4':
        return this.signTypedData(params)
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
    const big = (v: unknown): bigint | undefined => (typeof v === 'string' ? BigInt(v) : undefined)
    const to = typeof tx.to === 'string' && isAddress(tx.to) ? tx.to : undefined
    const data = typeof tx.data === 'string' ? (tx.data as Hex) : undefined
    const nonce = typeof tx.nonce === 'string' ? Number(tx.nonce) : undefined
    const gasPrice = big(tx.gasPrice)
    const common = { to, data, value: big(tx.value), gas: big(tx.gas), nonce }
    if (gasPrice !== undefined) {
      return { result: await client.sendTransaction({ ...common, gasPrice }) }
    }
    const fees =
      tx.maxFeePerGas === undefined
        ? await suggestFees(chain.rpcUrl)
        : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
    return { result: await client.sendTransaction({ ...common, ...fees }) }
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
