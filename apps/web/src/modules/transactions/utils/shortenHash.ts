/** A hash shortened for display: 0x1234…abcd (spec 01 §9 "Addresses are shown shortened"). */
export const shortenHash = (hash: string, chars = 4): string =>
  `${hash.slice(0, chars + 2)}…${hash.slice(-chars)}`
