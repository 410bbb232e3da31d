export { LandingIcon } from './LandingIcon.js';
export type { LandingIconProps } from './LandingIcon.js';
export { iconPaths } from './icon-paths.js';
export type { IconName } from './icon-paths.js';
