// The bench's record: per trade both routers' raw and gas-adjusted quotes, gas estimates,
// executed gas and wall times, and a comparison net of the gas each answer really used, priced
// the same for both (same gas price, same quote-token price of ETH).
import type { Execution } from './execute.ts'
import type { RouterAnswer, TradeSpec } from './types.ts'

export interface Side {
  cold: RouterAnswer
  warmMs: number[]
  execution: Execution | { error: string }
}

export interface Row {
  spec: TradeSpec
  decimals: number
  symbol: string
  /** One gas price for both routers' executed gas (AlphaRouter's static price). */
  gasPriceWei: bigint
  tidepool: Side | { error: string }
  alpha: Side | { error: string }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

export function fmt(raw: bigint, decimals: number, digits = 4): string {
  const neg = raw < 0n
  const abs = neg ? -raw : raw
  const whole = abs / 10n ** BigInt(decimals)
  const frac = (abs % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').slice(0, digits)
  return `${neg ? '-' : ''}${whole.toLocaleString('en-US')}${digits > 0 && decimals > 0 ? `.${frac}` : ''}`
}

/** raw ∓ executed gas × gas price, in quote-token units at one price for both routers. */
export function netOfExecutedGas(
  row: Row,
  side: Side,
  perWei: { numerator: bigint; denominator: bigint } | undefined,
): bigint | undefined {
  if ('error' in side.execution || perWei === undefined) return undefined
  const { spec, gasPriceWei } = row
  const cost =
    (side.execution.gasUsed * gasPriceWei * perWei.numerator + perWei.denominator - 1n) /
    perWei.denominator
  return spec.type === 'exactIn' ? side.cold.raw - cost : side.cold.raw + cost
}

/** Relative difference Tidepool vs AlphaRouter, better-is-positive (more out / less in), in bps. */
export function edgeBps(spec: TradeSpec, tidepool: bigint, alpha: bigint): number {
  if (alpha === 0n) return Number.NaN
  const diff = spec.type === 'exactIn' ? tidepool - alpha : alpha - tidepool
  return Number((diff * 1_000_000n) / alpha) / 100
}

export function markdown(rows: readonly Row[]): string {
  const lines = [
    '| trade | router | raw | gas-adjusted (own estimate) | gas estimate | executed gas | delivered | net of executed gas | cold ms | warm ms | routes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const tp = 'error' in row.tidepool ? undefined : row.tidepool
    const perWei = tp?.cold.quoteTokenPerWei
    for (const [name, side] of [
      ['Tidepool', row.tidepool],
      ['AlphaRouter', row.alpha],
    ] as const) {
      if ('error' in side) {
        lines.push(`| ${row.spec.label} | ${name} | error: ${side.error} | | | | | | | | |`)
        continue
      }
      const ex = side.execution
      const net = netOfExecutedGas(row, side, perWei)
      lines.push(
        `| ${row.spec.label} | ${name} | ${fmt(side.cold.raw, row.decimals)} | ${fmt(side.cold.gasAdjusted, row.decimals)} | ${side.cold.gasEstimate.toLocaleString('en-US')} | ${'error' in ex ? `error: ${ex.error}` : `${ex.gasUsed.toLocaleString('en-US')}${ex.status === 'success' ? '' : ' (reverted)'}`} | ${'error' in ex ? '' : fmt(ex.delivered, row.decimals)} | ${net === undefined ? '' : fmt(net, row.decimals)} | ${side.cold.ms.toFixed(0)} | ${median(side.warmMs).toFixed(0)} | ${side.cold.routes.join('<br>')} |`,
      )
    }
  }
  return lines.join('\n')
}

/** One line per trade: Tidepool's edge in bps (positive: Tidepool better). */
export function summary(rows: readonly Row[]): string {
  const lines = [
    '| trade | quote token | raw edge (bps) | own gas-adjusted edge (bps) | net-of-executed-gas edge (bps) | executed gas Tidepool / Alpha | warm ms Tidepool / Alpha |',
    '|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    if ('error' in row.tidepool || 'error' in row.alpha) {
      lines.push(`| ${row.spec.label} | ${row.symbol} | (error) | | | | |`)
      continue
    }
    const t = row.tidepool
    const a = row.alpha
    const perWei = t.cold.quoteTokenPerWei
    const nt = netOfExecutedGas(row, t, perWei)
    const na = netOfExecutedGas(row, a, perWei)
    const gas = (s: Side) =>
      'error' in s.execution ? 'err' : s.execution.gasUsed.toLocaleString('en-US')
    lines.push(
      `| ${row.spec.label} | ${row.symbol} | ${edgeBps(row.spec, t.cold.raw, a.cold.raw).toFixed(2)} | ${edgeBps(row.spec, t.cold.gasAdjusted, a.cold.gasAdjusted).toFixed(2)} | ${nt === undefined || na === undefined ? '' : edgeBps(row.spec, nt, na).toFixed(2)} | ${gas(t)} / ${gas(a)} | ${median(t.warmMs).toFixed(1)} / ${median(a.warmMs).toFixed(1)} |`,
    )
  }
  return lines.join('\n')
}
