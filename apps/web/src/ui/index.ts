export { Badge, type BadgeTone, PositionBadge, type PositionStatus, positionStatus } from './Badge'
export { Button, type ButtonProps } from './Button'
export { Card } from './Card'
export { CurrencyAmountPanel, type CurrencyAmountPanelProps } from './CurrencyAmountPanel'
export { ExternalLink } from './ExternalLink'
export * from './icons'
export * from './icons/more'
export * from './icons/walletMarks'
export { lazyNamed } from './lazyNamed'
export { Modal } from './Modal'
export { MAX_AMOUNT_INPUT_LENGTH, NumericInput, sanitizeAmountInput } from './NumericInput'
export { PlaceholderCard } from './PlaceholderCard'
export { Skeleton, SkeletonRow } from './Skeleton'
export { Slider, type SliderProps } from './Slider'
export { Spinner } from './Spinner'
export { SegmentedControl, Tabs } from './Tabs'
export { Toggle, type ToggleProps } from './Toggle'
export { TokenButton, type TokenButtonProps } from './TokenButton'
export { DoubleTokenLogo, TokenLogo, type TokenLogoProps } from './TokenLogo'
export { HelpPopover, Tooltip } from './Tooltip'
export {
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogProps,
  type TransactionDialogState,
} from './TransactionDialog'
export { TypedConfirm, type TypedConfirmProps } from './TypedConfirm'
export * from './theme'
