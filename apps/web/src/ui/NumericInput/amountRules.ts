// spec 01 §5 "Amount input": digits with one decimal separator only; commas turn into dots;
// maximum length 79 (spec 01 §9 Display). Moved down from modules/swap (utils/amountInput.ts) so
// the swap form and every later amount field share one rule (issue 11 §2), and extended with the
// token's decimals: a keystroke that would need more fraction digits than the token has is
// refused, never rounded or cut (the box never changes what the user typed behind their back).

/** spec 01 §9 Display: "Amount input maximum 79 characters". */
export const MAX_AMOUNT_INPUT_LENGTH = 79

const AMOUNT_PATTERN = /^\d*\.?\d*$/

/**
 * What an amount box keeps of a keystroke: the normalized value (commas become dots), or null
 * when the keystroke is refused and the box keeps its previous value. With `decimals`, a value
 * with more fraction digits than the token has is refused.
 */
export function sanitizeAmountInput(raw: string, decimals?: number): string | null {
  const value = raw.replace(/,/g, '.')
  if (value.length > MAX_AMOUNT_INPUT_LENGTH || !AMOUNT_PATTERN.test(value)) return null
  if (decimals !== undefined) {
    const fraction = value.split('.')[1] ?? ''
    if (fraction.length > decimals) return null
  }
  return value
}
