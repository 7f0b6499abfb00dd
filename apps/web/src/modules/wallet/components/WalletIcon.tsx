import type { ComponentType } from 'react'
import {
  BrowserWalletMark,
  CoinbaseWalletMark,
  MetaMaskMark,
  WalletConnectMark,
  type WalletMarkProps,
} from '../../../ui'

// The connectors' names as wagmi gives them (spec 01 §2 "Wallet options"); anything else (the
// Local test wallet, an injected wallet without its own icon) gets the generic browser wallet.
const MARKS: readonly [RegExp, ComponentType<WalletMarkProps>][] = [
  [/metamask/i, MetaMaskMark],
  [/coinbase/i, CoinbaseWalletMark],
  [/walletconnect/i, WalletConnectMark],
]

/** A wallet's icon: the announced one (EIP-6963 data URI), else its drawn brand mark. */
export function WalletIcon({
  name,
  icon,
  size = 28,
}: {
  name: string
  icon: string | undefined
  size?: number
}) {
  if (icon) return <img className="wallet-icon" src={icon} alt="" width={size} height={size} />
  const Mark = MARKS.find(([pattern]) => pattern.test(name))?.[1] ?? BrowserWalletMark
  return (
    <span className="wallet-icon" style={{ display: 'inline-flex', width: size, height: size }}>
      <Mark size={size} />
    </span>
  )
}
