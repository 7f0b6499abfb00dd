// One error base class for the app (issue 11 §3 "One error base class with a message table per
// flow"; STYLE.md: viem's errors all extend one base error). An AppError carries:
// - `code`: a stable identifier the code branches on, never the English text (a key of the
//   flow's table, or a protocol's number where one exists: EIP-1193's 4902 for a wallet error);
// - `descriptor`: a Lingui message descriptor the UI translates at render, `_(error.descriptor)`
//   (with `values` already filled in), so the sentence follows the active language;
// - `cause`: the error it wraps (a wallet's, viem's), kept for the console and for tests.
// `message` is the descriptor translated in the locale active when the error was made: what logs
// and Error-boundary fallbacks show. An internal error users never read gives a developer's
// `message` and no descriptor (its code still says what happened).
//
// How a flow declares its message table: a `strings.ts` beside the flow holds its sentences as
// `msg` descriptors (spec-quoted texts verbatim), keyed by the flow's codes, and its errors extend
// AppError with a code from that table:
//
//   // modules/claim/strings.ts
//   export const CLAIM_ERRORS = {
//     nothingToClaim: msg`Nothing to claim`,
//     alreadyClaimed: msg({ message: 'Already claimed by {address}' }),
//   } satisfies MessageTable
//
//   // modules/claim/errors.ts
//   export class ClaimError extends AppError<keyof typeof CLAIM_ERRORS> {
//     override name = 'ClaimError'
//     constructor(code: keyof typeof CLAIM_ERRORS, values?: MessageValues, cause?: unknown) {
//       super({ code, descriptor: CLAIM_ERRORS[code], values, cause })
//     }
//   }
//
// and a component shows `_(error.descriptor)` when `error instanceof AppError`. chain/errors.ts
// (wallet and chain errors, table in chain/strings.ts) is the first such flow.
import { i18n, type MessageDescriptor } from '@lingui/core'

/** A flow's sentences by code. */
export type MessageTable = Readonly<Record<string, MessageDescriptor>>

/** The ICU placeholders' values of one message ({chainId}, {address}…). */
export type MessageValues = Readonly<Record<string, string | number>>

interface AppErrorCommon<code extends string | number> {
  code: code
  cause?: unknown
}

export type AppErrorParameters<code extends string | number> = AppErrorCommon<code> &
  (
    | {
        descriptor: MessageDescriptor
        values?: MessageValues | undefined
        /** The text the caller already translated (e.g. with a hook's `_`), if not the one now. */
        message?: string
      }
    | {
        descriptor?: undefined
        values?: undefined
        /**
         * A developer's message, kept as written: an internal error the user never reads (it is
         * caught, logged or turned into a state), or text made before the error. It is also the
         * descriptor's source text, so a generic `_(error.descriptor)` shows it unchanged.
         */
        message: string
      }
  )

export class AppError<code extends string | number = string | number> extends Error {
  override name = 'AppError'
  readonly code: code
  /** The sentence to show, with its values: translate it at render with `_()`. */
  readonly descriptor: MessageDescriptor

  constructor({ code, descriptor, values, message, cause }: AppErrorParameters<code>) {
    const filled: MessageDescriptor = !descriptor
      ? { id: message ?? '', message }
      : values
        ? { ...descriptor, values }
        : descriptor
    // Lingui's own fallback before a catalog is active: the source text (or the id).
    super(message ?? i18n._(filled), cause === undefined ? undefined : { cause })
    this.code = code
    this.descriptor = filled
  }
}
