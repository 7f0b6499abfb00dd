export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  PositionBadge,
  type PositionBadgeProps,
} from './Badge'
export { type PositionStatus, positionStatus } from './positionStatus'
