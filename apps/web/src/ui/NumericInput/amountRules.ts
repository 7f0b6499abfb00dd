// spec 01 §5 "Amount input": digits with one decimal separator only; commas turn into dots;
// maximum length 79 (spec 01 §9 Display). Moved down from modules/swap (utils/amountInput.ts) so
// the swap form and every later amount field share one rule (issue 11 §2), and extended with the
// token's decimals: a keystroke that would need more fraction digits than the token has is
// refused, never rounded or cut (the box never changes what the user typed behind their back).
// Issue 12 #10: a refusal says why (AmountRefusal), so the box can tell the user.

/** spec 01 §9 Display: "Amount input maximum 79 characters". */
export const MAX_AMOUNT_INPUT_LENGTH = 79

const AMOUNT_PATTERN = /^\d*\.?\d*$/

/** Why an edit was refused: a character other than digits and separators, a second separator
 *  (a pasted '1,234.5': commas are decimal separators here), too many fraction digits for the
 *  token, or more than 79 characters. */
export type AmountRefusal = 'characters' | 'separators' | 'decimals' | 'length'

export type AmountCheck = { ok: true; value: string } | { ok: false; refusal: AmountRefusal }

/**
 * What an amount box makes of an edit: the normalized value (commas become dots), or why it is
 * refused (the box then keeps its previous value). With `decimals`, a value with more fraction
 * digits than the token has is refused.
 */
export function checkAmountInput(raw: string, decimals?: number): AmountCheck {
  const value = raw.replace(/,/g, '.')
  if (!AMOUNT_PATTERN.test(value))
    return { ok: false, refusal: /^[\d.]*$/.test(value) ? 'separators' : 'characters' }
  if (value.length > MAX_AMOUNT_INPUT_LENGTH) return { ok: false, refusal: 'length' }
  if (decimals !== undefined) {
    const fraction = value.split('.')[1] ?? ''
    if (fraction.length > decimals) return { ok: false, refusal: 'decimals' }
  }
  return { ok: true, value }
}

/** checkAmountInput's value, or null when the edit is refused. */
export function sanitizeAmountInput(raw: string, decimals?: number): string | null {
  const check = checkAmountInput(raw, decimals)
  return check.ok ? check.value : null
}
