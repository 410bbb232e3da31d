export { CallToAction } from './CallToAction.js';
export type { CallToActionProps } from './CallToAction.js';
