export { nextRovingIndex } from './rovingKeys'
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentOption,
} from './SegmentedControl'
export { type TabItem, Tabs, type TabsProps } from './Tabs'
