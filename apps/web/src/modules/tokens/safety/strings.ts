// Issue 35: what the token-safety check tells the user (components/TokenSafetyNotice).
import { msg } from '@lingui/core/macro'

export const TOKEN_SAFETY_STRINGS = {
  cannotSell: msg({
    message:
      "{symbol} can't be sold: a test sale back to its pool failed. If you buy it, you may not get your money back.",
  }),
  fee: msg({
    message:
      '{symbol} takes {fee} on transfer: a test trade measured it. You receive less than you buy, and sell for less.',
  }),
  limited: msg({
    message:
      '{symbol} limits transfers: even a small test buy was refused (a cap per wallet or a cooldown).',
  }),
  ok: msg({
    message: 'A test buy and sale of {symbol} went through, with nothing taken on transfer.',
  }),
  checking: msg({ message: 'Testing a small buy and sale of {symbol}…' }),
  unknown: msg({
    message: '{symbol} could not be tested: there is no pool with {wrapped} to test it through.',
  }),
  acknowledge: msg({ message: 'I understand the risk of {symbol} and want to trade it anyway' }),
  rowFlag: msg`Risky`,
} as const
