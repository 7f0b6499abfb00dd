// Records for the module's tests.
import type { Address, Hash } from 'viem'
import type { NewTransaction, TransactionDetails, TransactionInfo } from '../types'

export const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const ROUTER: Address = '0xE592427A0AEce92De3Edee1F18E0157C05861564'

export const hashOf = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`

export const SWAP_INFO: TransactionInfo = {
  type: 'swap',
  tradeType: 'EXACT_INPUT',
  inputCurrencyId: 'ETH',
  outputCurrencyId: TOKEN,
  inputCurrencyAmountRaw: '1000000000000000000',
  outputCurrencyAmountRaw: '3000000000',
  minimumOutputCurrencyAmountRaw: '2985000000',
}

export const APPROVAL_INFO: TransactionInfo = {
  type: 'approval',
  tokenAddress: TOKEN,
  spender: ROUTER,
}

export const WRAP_INFO: TransactionInfo = {
  type: 'wrap',
  unwrapped: false,
  currencyAmountRaw: '1000000000000000000',
  chainId: 1,
}

export function newTx(overrides: Partial<NewTransaction> = {}): NewTransaction {
  return {
    hash: hashOf(1),
    from: ALICE,
    chainId: 1,
    nonce: 7,
    info: SWAP_INFO,
    ...overrides,
  }
}

export function details(overrides: Partial<TransactionDetails> = {}): TransactionDetails {
  return { ...newTx(), addedTime: 1_700_000_000_000, ...overrides }
}
