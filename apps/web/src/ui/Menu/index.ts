export { type MenuPlacement, placeMenu } from './placeMenu'
export { useMenuPlacement } from './useMenuPlacement'
