// Minimal block-explorer pages read live from the node, so the app's explorer links work
// offline (issue 2 §2): /explorer/{chainId}/block/{n}, /tx/{hash}, /address/{addr}.
import { formatEther, formatGwei, formatUnits } from 'viem'
import type { Manifest, ManifestChain } from './manifest.ts'
import { rpc } from './rpc.ts'

interface RpcBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  gasUsed: string
  gasLimit: string
  baseFeePerGas?: string
  miner: string
  transactions: string[]
}

interface RpcTx {
  hash: string
  blockNumber: string | null
  from: string
  to: string | null
  value: string
  nonce: string
  input: string
}

interface RpcReceipt {
  status: string
  gasUsed: string
  effectiveGasPrice: string
  contractAddress: string | null
  logs: unknown[]
}

export class NotFound extends Error {}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Tidepool devnet explorer</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:72rem}th{text-align:left;padding-right:1.5rem;vertical-align:top}td{font-family:ui-monospace,monospace;word-break:break-all}a{color:#2563eb}</style>
</head><body><p><a href="/explorer">Tidepool devnet explorer</a></p><h1>${esc(title)}</h1>${body}</body></html>`
}

const table = (rows: [string, string][]): string =>
  `<table>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${v}</td></tr>`).join('')}</table>`

/** Names the manifest knows for an address (contracts, tokens, pairs, pools). */
function labelOf(chain: ManifestChain, address: string): string | undefined {
  const a = address.toLowerCase()
  for (const [name, addr] of Object.entries(chain.contracts))
    if (addr.toLowerCase() === a) return name
  const symbol = (x: string) =>
    chain.tokens.find((t) => t.address.toLowerCase() === x.toLowerCase())?.symbol ?? x
  const token = chain.tokens.find((t) => t.address.toLowerCase() === a)
  if (token) return `${token.symbol} (${token.name})`
  const pair = chain.v2Pairs.find((p) => p.address.toLowerCase() === a)
  if (pair) return `v2 pair ${symbol(pair.token0)}/${symbol(pair.token1)}`
  const pool = chain.v3Pools.find((p) => p.address.toLowerCase() === a)
  if (pool) return `v3 pool ${symbol(pool.token0)}/${symbol(pool.token1)} ${pool.fee / 10_000}%`
  return undefined
}

export interface ExplorerContext {
  manifest: Manifest
  base: string
}

function linkers(ctx: ExplorerContext, chain: ManifestChain) {
  const root = `${ctx.base}/${chain.chainId}`
  return {
    block: (n: string | number) => `<a href="${root}/block/${Number(n)}">${Number(n)}</a>`,
    tx: (h: string) => `<a href="${root}/tx/${esc(h)}">${esc(h)}</a>`,
    address: (a: string | null) => {
      if (!a) return '—'
      const label = labelOf(chain, a)
      return `<a href="${root}/address/${esc(a)}">${esc(a)}</a>${label ? ` (${esc(label)})` : ''}`
    },
  }
}

async function blockPage(ctx: ExplorerContext, chain: ManifestChain, id: string): Promise<string> {
  const tag = /^\d+$/.test(id)
    ? `0x${BigInt(id).toString(16)}`
    : id === 'latest'
      ? 'latest'
      : undefined
  if (!tag) throw new NotFound(`bad block number ${id}`)
  const block = await rpc<RpcBlock | null>(chain.rpcUrl, 'eth_getBlockByNumber', [tag, false])
  if (!block) throw new NotFound(`no block ${id} on chain ${chain.chainId}`)
  const l = linkers(ctx, chain)
  const n = Number(block.number)
  return page(
    `Block ${n} · ${chain.name}`,
    table([
      ['Number', `${n > 0 ? l.block(n - 1) : ''} ← ${n} → ${l.block(n + 1)}`],
      ['Hash', esc(block.hash)],
      ['Time', esc(new Date(Number(block.timestamp) * 1000).toISOString())],
      [
        'Gas used',
        `${Number(block.gasUsed).toLocaleString('en')} of ${Number(block.gasLimit).toLocaleString('en')}`,
      ],
      ['Base fee', block.baseFeePerGas ? `${formatGwei(BigInt(block.baseFeePerGas))} gwei` : '—'],
      [
        'Transactions',
        block.transactions.length ? block.transactions.map(l.tx).join('<br>') : 'none',
      ],
    ]),
  )
}

async function txPage(ctx: ExplorerContext, chain: ManifestChain, hash: string): Promise<string> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new NotFound(`bad transaction hash ${hash}`)
  const [tx, receipt] = await Promise.all([
    rpc<RpcTx | null>(chain.rpcUrl, 'eth_getTransactionByHash', [hash]),
    rpc<RpcReceipt | null>(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]),
  ])
  if (!tx) throw new NotFound(`no transaction ${hash} on chain ${chain.chainId}`)
  const l = linkers(ctx, chain)
  const status = !receipt ? 'pending' : receipt.status === '0x1' ? 'success' : 'reverted'
  return page(
    `Transaction · ${chain.name}`,
    table([
      ['Hash', esc(tx.hash)],
      ['Status', status],
      ['Block', tx.blockNumber ? l.block(tx.blockNumber) : 'pending'],
      ['From', l.address(tx.from)],
      [
        'To',
        tx.to
          ? l.address(tx.to)
          : `contract creation ${l.address(receipt?.contractAddress ?? null)}`,
      ],
      ['Value', `${formatEther(BigInt(tx.value))} ETH`],
      ['Nonce', String(Number(tx.nonce))],
      ['Gas used', receipt ? Number(receipt.gasUsed).toLocaleString('en') : '—'],
      ['Gas price', receipt ? `${formatGwei(BigInt(receipt.effectiveGasPrice))} gwei` : '—'],
      ['Logs', receipt ? String(receipt.logs.length) : '—'],
      ['Input', esc(tx.input.length > 1000 ? `${tx.input.slice(0, 1000)}…` : tx.input)],
    ]),
  )
}

/** Balances of the chain's seed tokens (balanceOf selector 0x70a08231), formatted. */
async function tokenBalances(chain: ManifestChain, address: string): Promise<string> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
  const rows = await Promise.all(
    chain.tokens.map(async (t) => {
      const raw = await rpc<string>(chain.rpcUrl, 'eth_call', [{ to: t.address, data }, 'latest'])
      return { symbol: t.symbol, amount: formatUnits(BigInt(raw === '0x' ? 0 : raw), t.decimals) }
    }),
  )
  const held = rows.filter((r) => r.amount !== '0')
  return held.length ? held.map((r) => `${esc(r.amount)} ${esc(r.symbol)}`).join('<br>') : 'none'
}

async function addressPage(chain: ManifestChain, address: string): Promise<string> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new NotFound(`bad address ${address}`)
  const [balance, nonce, code] = await Promise.all([
    rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']),
    rpc<string>(chain.rpcUrl, 'eth_getTransactionCount', [address, 'latest']),
    rpc<string>(chain.rpcUrl, 'eth_getCode', [address, 'latest']),
  ])
  const label = labelOf(chain, address)
  return page(
    `Address · ${chain.name}`,
    table([
      ['Address', esc(address)],
      ...(label ? [['Known as', esc(label)] as [string, string]] : []),
      ['Balance', `${formatEther(BigInt(balance))} ETH`],
      ['Nonce', String(Number(nonce))],
      ['Type', code === '0x' ? 'account' : `contract (${(code.length - 2) / 2} bytes of code)`],
      ['Seed tokens', await tokenBalances(chain, address)],
    ]),
  )
}

function indexPage(ctx: ExplorerContext): string {
  const items = ctx.manifest.chains.map(
    (c) =>
      `<li>${esc(c.name)} (chain ${c.chainId}): <a href="${ctx.base}/${c.chainId}/block/latest">latest block</a></li>`,
  )
  return page('Chains', `<ul>${items.join('')}</ul>`)
}

/** Renders the page for `path` (below /explorer); throws NotFound for unknown pages. */
export async function renderExplorer(ctx: ExplorerContext, path: string): Promise<string> {
  const parts = path.split('/').filter(Boolean)
  if (parts.length === 0) return indexPage(ctx)
  const [chainId, kind, id] = parts
  const chain = ctx.manifest.chains.find((c) => String(c.chainId) === chainId)
  if (!chain) throw new NotFound(`no local chain ${chainId ?? ''}`)
  if (kind === undefined) return blockPage(ctx, chain, 'latest')
  if (id === undefined || parts.length > 3) throw new NotFound(path)
  if (kind === 'block') return blockPage(ctx, chain, id)
  if (kind === 'tx') return txPage(ctx, chain, id)
  if (kind === 'address') return addressPage(chain, id)
  throw new NotFound(path)
}
