// Token metadata for the response's tokenIn / tokenOut objects: the chain's known tokens, else
// read once (decimals and symbol do not change) and kept. spec 01 §3: an unreadable symbol
// falls back to 'UNKNOWN'; a bytes32 symbol is decoded when the string form fails.
import type { ChainReader } from '@tidepool/routing'
import { decodeFunctionResult, encodeFunctionData, type Hex, hexToString, parseAbi } from 'viem'
import type { QuoteChain, TokenInfo } from './chains.ts'
import { type Address, RequestError } from './params.ts'

const erc20Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
])
const bytes32SymbolAbi = parseAbi(['function symbol() view returns (bytes32)'])

function decodeSymbol(data: Hex | undefined): string {
  if (data === undefined) return 'UNKNOWN'
  try {
    const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data })
    if (symbol !== '') return symbol
  } catch {
    // not an ABI string: try bytes32 below
  }
  try {
    const raw = decodeFunctionResult({ abi: bytes32SymbolAbi, functionName: 'symbol', data })
    // spec 01 §3: only 64 hex digits with a zero last byte count as a bytes32 symbol.
    if (raw.endsWith('00')) {
      const text = hexToString(raw, { size: 32 }).replace(/\0+$/, '')
      if (text !== '') return text
    }
  } catch {
    // fall through
  }
  return 'UNKNOWN'
}

/** Tokens read from the chain that are kept (decimals and symbol, a few dozen bytes each). */
export const MAX_READ_TOKENS = 10_000

export class TokenDirectory {
  /** The chain's configured tokens, always known. */
  private readonly configured = new Map<Address, Promise<TokenInfo>>()
  /** Tokens read from the chain, oldest first. */
  private readonly known = new Map<Address, Promise<TokenInfo>>()
  private readonly reader: ChainReader

  constructor(chain: QuoteChain, reader: ChainReader) {
    this.reader = reader
    for (const token of chain.tokens) this.configured.set(token.address, Promise.resolve(token))
  }

  /** Throws RequestError (400) for an address that is not an ERC-20 (no decimals()). */
  get(address: Address): Promise<TokenInfo> {
    const cached = this.configured.get(address) ?? this.known.get(address)
    if (cached) return cached
    const read = this.read(address)
    this.known.set(address, read)
    read.catch(() => this.known.delete(address))
    // Capped like the pool cache (issue 17): a client asking about every token of a chain must
    // not grow the service's memory without bound; the oldest read is dropped (read again if
    // asked again).
    for (const old of this.known.keys()) {
      if (this.known.size <= MAX_READ_TOKENS) break
      this.known.delete(old)
    }
    return read
  }

  private async read(address: Address): Promise<TokenInfo> {
    const [decimalsData, symbolData] = await this.reader.multicall([
      { to: address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) },
      { to: address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
    ])
    let decimals: number | undefined
    try {
      decimals =
        decimalsData === undefined
          ? undefined
          : decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsData })
    } catch {
      decimals = undefined
    }
    if (decimals === undefined)
      throw new RequestError(400, 'VALIDATION_ERROR', `${address} is not an ERC-20 token`)
    return { address, decimals, symbol: decodeSymbol(symbolData) }
  }
}
