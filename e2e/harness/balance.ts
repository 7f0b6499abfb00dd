// Checks a displayed balance against the chain: a balance shows every whole unit, grouped, and
// its decimals cut to the token's display precision (4 at most), never rounded up (issue 34 #5;
// 3 significant figures had read '10,000 ETH' for 9,996).
import { formatEther } from 'viem'
import { rpc } from './rpc.ts'

export async function nativeBalance(rpcUrl: string, address: string): Promise<number> {
  return Number(
    formatEther(BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest']))),
  )
}

/** The amount shown before `symbol` ("10000 ETH", "9.99 ETH", "1,234 ETH"), or null if none. */
export function parseShownAmount(text: string, symbol = 'ETH'): number | null {
  const m = new RegExp(
    `(\\d[\\d,]*(?:\\.\\d+)?(?:e[+-]?\\d+)?)\\s*${symbol}(?![A-Za-z])`,
    'i',
  ).exec(text)
  return m?.[1] ? Number(m[1].replaceAll(',', '')) : null
}

/** Whether `shown` is the balance `actual` (≥ 1) cut to 4 decimals, or within 0.01 % below 1. */
export function agreesAsBalance(shown: number, actual: number): boolean {
  if (actual === 0) return shown === 0
  const unit = actual >= 1 ? 1e-4 : 10 ** (Math.floor(Math.log10(actual)) - 3)
  return shown <= actual * (1 + 1e-12) && actual - shown < unit * (1 + 1e-9)
}

/** A balance as the app writes it in en-US: '1,004,499.34', '9,996.1234', '0.001234'. */
export function enBalance(raw: bigint, decimals: number): string {
  const one = 10n ** BigInt(decimals)
  const whole = raw / one
  if (whole === 0n) throw new Error('enBalance: below 1 the app keeps 4 significant digits')
  const places = Math.min(decimals, 4)
  const fraction = ((raw % one) / 10n ** BigInt(decimals - places))
    .toString()
    .padStart(places, '0')
    .replace(/0+$/, '')
  const grouped = new Intl.NumberFormat('en-US').format(whole)
  return fraction ? `${grouped}.${fraction}` : grouped
}
