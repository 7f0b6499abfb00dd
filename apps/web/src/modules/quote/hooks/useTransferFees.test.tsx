// Which pairs ask the fee-on-transfer detector (issue 17), with the engine faked: a router whose
// detector reports a 10 % fee on USDC.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { RuntimeConfigContext } from '../../../chain/runtimeConfigContext'
import { CHAIN, ETH_CURRENCY, USDC, USDC_CURRENCY } from '../testing/fixtures'
import { useTransferFees } from './useTransferFees'

const engine = vi.hoisted(() => ({ loads: 0 }))
vi.mock('../../../chain/clients', () => {
  const getClient = () => ({ uid: 'test' })
  return { useChainClients: () => getClient }
})
vi.mock('../../user', () => ({ useClientSideRouter: () => false }))
vi.mock('../actions/browserRouter', () => ({
  browserRouter: () => {
    engine.loads++
    return {
      poolState: { pairs: async () => [] },
      transferFees: { feesFor: async () => ({ [USDC.toLowerCase()]: 1_000 }) },
    }
  },
}))

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient()
  return (
    <QueryClientProvider client={client}>
      <RuntimeConfigContext.Provider value={{ quoteUrl: null } as unknown as RuntimeConfig}>
        {children}
      </RuntimeConfigContext.Provider>
    </QueryClientProvider>
  )
}

describe('useTransferFees', () => {
  beforeEach(() => {
    engine.loads = 0
  })

  it('gives the native coin alone a fee of 0 without loading the engine (the form at start)', async () => {
    const { result } = renderHook(() => useTransferFees(CHAIN, ETH_CURRENCY, undefined), {
      wrapper,
    })
    expect(result.current).toEqual([0, undefined])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(engine.loads).toBe(0)
  })

  it('asks the detector once a token is chosen beside it', async () => {
    const { result } = renderHook(() => useTransferFees(CHAIN, ETH_CURRENCY, USDC_CURRENCY), {
      wrapper,
    })
    expect(result.current).toEqual([undefined, undefined])
    await waitFor(() => expect(result.current).toEqual([0, 1_000]))
    expect(engine.loads).toBe(1)
  })
})
