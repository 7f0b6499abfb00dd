// Wrap / unwrap through WETH9 (spec 01 §7.7: "wrapped-native deposit (value) and withdraw
// (amount)"). The calls only; the write path sends them with the wallet's own gas estimate, and
// failures are only logged by the caller (spec 01 §8).
import { type Address, encodeFunctionData } from 'viem'
import { weth9Abi } from '../../../chain/abis/weth9'
import type { TransactionCall } from '../../transactions'

export interface WrapCallParameters {
  /** The chain's wrapped native token (ChainInfo.wrappedNative.address). */
  weth: Address
  amount: bigint
  /** true: WETH → ETH (withdraw); false: ETH → WETH (deposit). */
  unwrap: boolean
}

export function wrapCall({ weth, amount, unwrap }: WrapCallParameters): TransactionCall {
  return unwrap
    ? {
        to: weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] }),
      }
    : {
        to: weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        value: amount,
      }
}
