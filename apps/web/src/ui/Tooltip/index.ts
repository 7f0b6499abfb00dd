export { type Box, type PlaceBubbleParameters, placeBubble } from './placeBubble'
export { HelpPopover, type HelpPopoverProps, Tooltip, type TooltipProps } from './Tooltip'
