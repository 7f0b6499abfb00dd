// User-visible text of the network module, in one place (translations come later).
export const NETWORK_STRINGS = {
  menuLabel: 'Select a network',
  local: 'Local',
} as const
