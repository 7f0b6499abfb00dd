// The design system (issue 11 §2): presentation parts with both themes (CSS variables of
// theme/tokens.ts), keyboard support and logical CSS properties (they mirror right-to-left).
// Every part is on #/dev/ui (app/dev/UiReviewPage). Import from here ('../../ui'): the build
// rewrites these imports to the defining files (vite.barrels.ts), so a part only later screens
// use never lands in the /swap entry.
//   Forms:   CurrencyAmountPanel (label, value, onUserInput, decimals, tokenButton slot, balance,
//            onMax, fiatValue) over NumericInput (spec 01 §5 amount rule + token decimals) and
//            TokenButton + TokenLogo/DoubleTokenLogo; Slider (presets 25/50/75/Max), Toggle,
//            Tabs / SegmentedControl, Button (loading, disabled), Tooltip / HelpPopover.
//   Status:  Badge / PositionBadge (spec 02 §4), Skeleton / SkeletonRow, Spinner.
//   Figures: RoundedAmount (a token amount rounded, its exact value on hover or focus; issue 34 #3).
//   Dialogs: Modal, TransactionDialog (spec 02 §4: state 'confirm' | 'submitted' | 'error'),
//            TypedConfirm.
//   Menus:   DropdownMenu (a menu button with its menu of links: keyboard, outside press, Escape);
//            useMenuPlacement / placeMenu (a menu or popover kept inside the viewport, issue 12 #1).
export { Badge, type BadgeTone, PositionBadge, type PositionStatus, positionStatus } from './Badge'
export { Button } from './Button'
export { Card } from './Card'
export { CurrencyAmountPanel } from './CurrencyAmountPanel'
export { ExternalLink } from './ExternalLink'
export * from './icons'
export * from './icons/more'
export * from './icons/walletMarks'
export { lazyNamed, useIdlePrefetch } from './lazyNamed'
export { DropdownMenu, useMenuPlacement } from './Menu'
export { Modal } from './Modal'
export { PlaceholderCard } from './PlaceholderCard'
export { RoundedAmount } from './RoundedAmount'
export { Skeleton, SkeletonRow } from './Skeleton'
export { Slider } from './Slider'
export { Spinner } from './Spinner'
export { SegmentedControl, Tabs } from './Tabs'
export { Toggle } from './Toggle'
export { type TokenAmountRow, TokenAmountRows } from './TokenAmountRows'
export { TokenButton } from './TokenButton'
export { DoubleTokenLogo, Identicon, TokenLogo, type TokenLogoProps } from './TokenLogo'
export { HelpPopover, Tooltip } from './Tooltip'
export {
  type AddTokenOffer,
  type AddTokenOutcome,
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogState,
  type TransactionTracker,
} from './TransactionDialog'
export { TypedConfirm } from './TypedConfirm'
export * from './theme'
