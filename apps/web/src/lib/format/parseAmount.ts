// A typed amount (the amount inputs' text, spec 01 §5 amount rule) as raw units, exact (bigint
// end to end). Shared by the add forms (moved here from liquidity-v3's deriveMint).
import { parseUnits } from 'viem'

const AMOUNT = /^\d*\.?\d*$/

/** A typed amount as raw units; undefined when empty, zero, not a number or too fine. */
export function parseTypedAmount(typed: string, decimals: number): bigint | undefined {
  if (!AMOUNT.test(typed) || typed === '' || typed === '.') return undefined
  if ((typed.split('.')[1] ?? '').length > decimals) return undefined
  const raw = parseUnits(typed, decimals)
  return raw > 0n ? raw : undefined
}
