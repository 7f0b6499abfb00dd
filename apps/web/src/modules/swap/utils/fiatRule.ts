// Issue 35 rule: a quote more than 5 % worse than the fiat-implied price — what the output is
// worth in dollars against what the input is — is said before Confirm. Dollar values are the
// app's fiat prices (display floats, spec 01 §9), so this is a warning, never a block. Unlike
// the price impact (the pool's own price moving), it catches a pool whose price is far from the
// market's, as a thin or manipulated pool's is.
export const FIAT_RULE_FRACTION = 0.05

/** The share of the input's dollar value lost (0.12 = 12 %), when above 5 %; else undefined. */
export function fiatShortfall(usd: {
  input: number | null
  output: number | null
}): number | undefined {
  const { input, output } = usd
  if (input === null || output === null || !(input > 0) || !(output >= 0)) return undefined
  const lost = (input - output) / input
  return lost > FIAT_RULE_FRACTION ? lost : undefined
}
