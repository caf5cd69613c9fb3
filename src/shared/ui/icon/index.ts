export { Icon } from './icon';
export type { IconName } from './icon';
