// spec 02 §2 Remove v3: the main button reads 'Remove', 'Closed' (zero liquidity), 'Connect
// Wallet' or 'Enter a percent'; §5 Removal: disabled when closed, the percent is 0 or there is
// nothing to remove. A closed position reads 'Closed' whoever looks at it (the reference's order).
export type RemoveButtonState =
  | { label: 'closed'; disabled: true }
  | { label: 'connectWallet'; disabled: false }
  | { label: 'enterPercent'; disabled: true }
  | { label: 'remove'; disabled: boolean }

export interface RemoveButtonFacts {
  connected: boolean
  /** The position's liquidity. */
  liquidity: bigint
  /** 0–100 (the debounced slider value). */
  percent: number
  /** The liquidity the chosen percent removes (zero when rounding leaves nothing). */
  removedLiquidity: bigint
  /** A removal is being sent. */
  busy: boolean
}

export function removeButtonState(f: RemoveButtonFacts): RemoveButtonState {
  if (f.liquidity === 0n) return { label: 'closed', disabled: true }
  if (!f.connected) return { label: 'connectWallet', disabled: false }
  if (f.percent <= 0 || f.removedLiquidity === 0n) return { label: 'enterPercent', disabled: true }
  return { label: 'remove', disabled: f.busy }
}
