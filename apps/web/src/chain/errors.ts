// Wallet errors shared by the chain layer and the wallet/network modules. EIP-1193 errors carry a
// numeric `code` (https://eips.ethereum.org/EIPS/eip-1193#provider-errors, EIP-3085/3326), which
// wallets and wagmi read: these errors' AppError code is that number. Both extend AppError
// (lib/errors.ts); their sentences are chain/strings.ts's CHAIN_ERRORS.
import { AppError } from '../lib/errors'
import { CHAIN_ERRORS } from './strings'

/** EIP-3326: the wallet does not know the chain; the dapp may add it (EIP-3085) and retry. */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/** spec 01 §8: 'Unsupported chain ID: {id}' — switching to a chain this wallet cannot serve. */
export class UnsupportedChainIdError extends AppError<typeof UNRECOGNIZED_CHAIN_CODE> {
  override name = 'UnsupportedChainIdError'
  readonly chainId: number
  constructor(chainId: number) {
    super({
      code: UNRECOGNIZED_CHAIN_CODE,
      descriptor: CHAIN_ERRORS.unsupportedChainId,
      values: { chainId: String(chainId) },
    })
    this.chainId = chainId
  }
}

/** An EIP-1193 provider error with its code (4100 unauthorized, 4200 unsupported method…). */
export class ProviderRequestError extends AppError<number> {
  override name = 'ProviderRequestError'
  /** `reason`: the provider's own text (a wallet's words, shown as the wallet gave them). */
  constructor(code: number, reason: string, cause?: unknown) {
    super({ code, descriptor: CHAIN_ERRORS.providerRequest, values: { reason }, cause })
  }
}

/** The EIP-1193 error code of a thrown value, looking through MetaMask Mobile's wrapping. */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data, cause } = error as { code?: unknown; data?: unknown; cause?: unknown }
  if (typeof code === 'number') return code
  // https://github.com/MetaMask/metamask-mobile/issues/2944: { data: { originalError: { code } } }
  const original = (data as { originalError?: unknown } | undefined)?.originalError
  return providerErrorCode(original) ?? providerErrorCode(cause)
}
