export { Icon } from './Icon.js';
export type { IconProps } from './Icon.js';
