export { Skeleton, type SkeletonProps, SkeletonRow, type SkeletonRowProps } from './Skeleton'
