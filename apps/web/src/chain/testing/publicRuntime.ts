// Tests' runtime config: the public chains only, no devnet manifest, no routing service.
import { PUBLIC_CHAINS } from '../publicChains'
import type { RuntimeConfig } from '../runtimeConfig'
import { createChainTable } from '../table'

export const PUBLIC_RUNTIME: RuntimeConfig = {
  chains: createChainTable(PUBLIC_CHAINS, []),
  manifest: null,
  devnetError: null,
  defaultChainId: 1,
  quoteUrl: null,
}
