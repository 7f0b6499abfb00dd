// Why a send through sendTransaction failed (ARCHITECTURE "modules/transactions": the one write
// path). One base class, so a flow maps every failure with one `instanceof` and its own message
// table (the swap: spec 01 §8; liquidity and governance: spec 02 §8, mostly silent).
export class TransactionError extends Error {
  override name = 'TransactionError'
}

/**
 * The wallet refused (EIP-1193 code 4001 and its variants, anywhere in the cause chain).
 * spec 02 §8: silently ignored; spec 01 §8 shows 'Transaction rejected.' on a swap.
 */
export class TransactionRejectedError extends TransactionError {
  override name = 'TransactionRejectedError'
}

/**
 * The gas estimate failed and the same call, replayed as eth_call, reverted: the transaction
 * would fail. `reason` is the decoded revert string (chain/revertReasons), when there is one.
 */
export class TransactionRevertError extends TransactionError {
  override name = 'TransactionRevertError'
  readonly reason: string | undefined
  constructor(reason: string | undefined, options: { cause: unknown }) {
    super(reason ? `Transaction would revert: ${reason}` : 'Transaction would revert', options)
    this.reason = reason
  }
}

/** The gas estimate failed but the replayed call passed: nothing to tell the user but retry. */
export class GasEstimateError extends TransactionError {
  override name = 'GasEstimateError'
}

/** The wallet or the node failed to send it for another reason (the cause says which). */
export class TransactionSendError extends TransactionError {
  override name = 'TransactionSendError'
}
