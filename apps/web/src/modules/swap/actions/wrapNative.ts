// Wrap / unwrap through WETH9 (spec 01 §7.7: "wrapped-native deposit (value) and withdraw
// (amount)"). Gas is estimated by the wallet; failures are only logged by the caller (spec 01 §8).
import { type Address, type Client, encodeFunctionData } from 'viem'
import { weth9Abi } from '../../../chain/abis/weth9'
import {
  type ConnectedWalletClient,
  type SentTransaction,
  sendWalletTransaction,
} from '../../approvals'

export interface WrapNativeParameters {
  walletClient: ConnectedWalletClient
  publicClient: Client
  /** The chain's wrapped native token (ChainInfo.wrappedNative.address). */
  weth: Address
  amount: bigint
  /** true: WETH → ETH (withdraw); false: ETH → WETH (deposit). */
  unwrap: boolean
}

export function wrapNative({
  walletClient,
  publicClient,
  weth,
  amount,
  unwrap,
}: WrapNativeParameters): Promise<SentTransaction> {
  return sendWalletTransaction({
    walletClient,
    publicClient,
    to: weth,
    data: unwrap
      ? encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] })
      : encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
    value: unwrap ? undefined : amount,
  })
}
