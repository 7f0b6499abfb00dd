// The review page's sample data (#/dev/ui): a logo as data, token amounts, dialog states.
import type { TransactionDialogState } from '../../ui'

// A token logo as data: no request leaves the page (the review works offline).
export const DOT_LOGO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Ccircle cx="12" cy="12" r="12" fill="%23627eea"/%3E%3Cpath d="M12 3l5.5 9-5.5 3.3L6.5 12zM12 16.4l5.5-3.2L12 21l-5.5-7.8z" fill="%23fff"/%3E%3C/svg%3E'

export const REVIEW_AMOUNTS = [
  {
    symbol: 'ETH',
    seed: '0x0',
    raw: 1_500_000_000_000_000_000n,
    text: '1.5',
    testId: 'review-amount-eth',
  },
  {
    symbol: 'A-VERY-LONG-SYMBOL',
    seed: '0x1',
    raw: 123_456_789n,
    text: '123,456,789.123456',
    testId: 'review-amount-long',
  },
]

export const DIALOG_STATES: readonly [string, TransactionDialogState][] = [
  ['confirm', { status: 'confirm', pendingText: 'Removing 1.5 DAI and 0.25 ETH' }],
  [
    'submitted',
    {
      status: 'submitted',
      explorerUrl: 'https://etherscan.io/tx/0x0',
      addToken: { symbol: 'UNI-V2', onAdd: async () => 'added' as const },
    },
  ],
  ['error', { status: 'error', message: 'Transaction failed: insufficient liquidity.' }],
]
