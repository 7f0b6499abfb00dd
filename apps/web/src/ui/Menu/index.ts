export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu'
export { type MenuPlacement, placeMenu } from './placeMenu'
export { useMenuPlacement } from './useMenuPlacement'
