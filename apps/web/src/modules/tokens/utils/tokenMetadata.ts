// spec 01 §3 Token: unknown tokens fall back to 'UNKNOWN' / 'Unknown Token'; an on-chain bytes32
// name or symbol is used when the string form is empty, and only if it is 64 hex digits with a
// zero last byte. spec 01 §2: a symbol longer than 20 characters is shortened in the picker.
import { i18n } from '../../../i18n'
import { TOKEN_STRINGS } from '../strings'

const BYTES32_RE = /^0x[0-9a-fA-F]{64}$/

/** Decodes a bytes32 string (UTF-8 up to the first zero byte); null unless the rule holds. */
export function parseBytes32String(value: string | undefined): string | null {
  if (!value || !BYTES32_RE.test(value)) return null
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(value.slice(2 + i * 2, 4 + i * 2), 16)
  if (bytes[31] !== 0) return null
  const end = bytes.indexOf(0)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end))
  } catch {
    return null
  }
}

/** The string result if non-empty, else the bytes32 result by the rule above, else the fallback. */
export function parseStringOrBytes32(
  str: string | undefined,
  bytes32: string | undefined,
  fallback: string,
): string {
  if (str && str.length > 0) return str
  const decoded = parseBytes32String(bytes32)
  return decoded && decoded.length > 0 ? decoded : fallback
}

export interface OnChainTokenReads {
  name?: string
  nameBytes32?: string
  symbol?: string
  symbolBytes32?: string
}

export function resolveTokenNameAndSymbol(reads: OnChainTokenReads): {
  name: string
  symbol: string
} {
  return {
    name: parseStringOrBytes32(reads.name, reads.nameBytes32, i18n._(TOKEN_STRINGS.unknownName)),
    symbol: parseStringOrBytes32(
      reads.symbol,
      reads.symbolBytes32,
      i18n._(TOKEN_STRINGS.unknownSymbol),
    ),
  }
}

/** spec 01 §2: symbols over 20 characters are shortened (first 4 … last 5, as Uniswap does). */
export function shortenSymbol(symbol: string): string {
  return symbol.length > 20 ? `${symbol.slice(0, 4)}...${symbol.slice(symbol.length - 5)}` : symbol
}
