// Texts of the approvals module (the recorded approval's summary).
export const APPROVAL_STRINGS = {
  approveSummary: 'Approve {symbol}',
} as const
