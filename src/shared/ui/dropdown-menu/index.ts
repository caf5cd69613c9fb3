export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuProps, DropdownMenuEntry } from './dropdown-menu';
