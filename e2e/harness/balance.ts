// Checks a displayed balance against the chain without pinning its formatting: the header shows
// the native balance to 3 significant figures (spec 01 §2 Shell, §9 Display).
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

/** Whether `shown` is `actual` to 3 significant figures (half a unit in the third figure). */
export function agreesTo3SignificantFigures(shown: number, actual: number): boolean {
  if (actual === 0) return shown === 0
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(actual))) - 2)
  return Math.abs(shown - actual) <= unit / 2 + unit * 1e-9
}
