// The chain layer's message table (lib/errors.ts): sentences of chain/errors.ts, as Lingui
// descriptors translated at render. Texts quoted in the spec are verbatim (spec 01 §8).
import { msg } from '@lingui/core/macro'
import type { MessageTable } from '../lib/errors'

export const CHAIN_ERRORS = {
  /** spec 01 §8: 'Unsupported chain ID: {id}'. */
  unsupportedChainId: msg({ message: 'Unsupported chain ID: {chainId}' }),
  /** An EIP-1193 error the wallet raised, with the wallet's own text. */
  providerRequest: msg({ message: '{reason}' }),
} satisfies MessageTable
