// User-visible text of the design system (one place, ready for translation).
export const UI_STRINGS = {
  close: 'Close',
  on: 'On',
  off: 'Off',
} as const
