// Wallet brand marks drawn here as inline SVG (no image requests, no letter tiles; issue 11 §2).
// Simplified drawings in each brand's colours, sized by `size`; decorative unless titled.
import { Mark } from './Icon'

export interface WalletMarkProps {
  size?: number
  title?: string
}

/** An orange fox head in facets, after MetaMask's mark. */
export const MetaMaskMark = (p: WalletMarkProps) => (
  <Mark {...p}>
    <path d="M3 3l10 7h6l10-7-2.5 11 1.5 6-6 7.5L16 29l-6-1.5L4 20l1.5-6Z" fill="#F6851B" />
    <path d="M3 3l10 7-5.5 3.5ZM29 3 19 10l5.5 3.5Z" fill="#E2761B" />
    <path d="M10 21l6 3 6-3-2 5-4 1.5-4-1.5Z" fill="#E4C9B3" />
    <path d="M14 24.5h4L16 26Z" fill="#233447" />
    <path d="M9 15.5l4 1-3 1.5ZM23 15.5l-4 1 3 1.5Z" fill="#233447" />
    <path d="M13 10h6l-1 6h-4Z" fill="#CD6116" />
  </Mark>
)

/** A blue disc with a white ring around a square, after Coinbase Wallet's mark. */
export const CoinbaseWalletMark = (p: WalletMarkProps) => (
  <Mark {...p}>
    <circle cx="16" cy="16" r="16" fill="#0052FF" />
    <circle cx="16" cy="16" r="10" fill="#FFFFFF" />
    <rect x="12.5" y="12.5" width="7" height="7" rx="1.2" fill="#0052FF" />
  </Mark>
)

/** A white bridge (an arch over a zigzag) on blue, after WalletConnect's mark. */
export const WalletConnectMark = (p: WalletMarkProps) => (
  <Mark {...p}>
    <rect width="32" height="32" rx="8" fill="#3B99FC" />
    <g fill="none" stroke="#FFFFFF" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M8.5 13.5c4.2-4 10.8-4 15 0" />
      <path d="M5.5 16.5l5 4.8 5.5-4.8 5.5 4.8 5-4.8" />
    </g>
  </Mark>
)

/** A wallet with a clasp in the theme's colours: any browser (injected) wallet. */
export const BrowserWalletMark = (p: WalletMarkProps) => (
  <Mark {...p}>
    <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
    <g fill="none" stroke="var(--color-on-primary)" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 11.5c0-1.4 1.1-2.5 2.5-2.5H22v3" />
      <rect x="7" y="11.5" width="18" height="12" rx="2.5" />
      <path d="M25 15.5h-4a2 2 0 0 0 0 4h4Z" />
    </g>
  </Mark>
)
