export { ColorModeToggle } from './ColorModeToggle.js';
export type { ColorModeToggleProps } from './ColorModeToggle.js';
