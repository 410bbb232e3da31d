export { Admonition } from './Admonition.js';
export type { AdmonitionProps } from './Admonition.js';
export { ADMONITION_TYPES, toAdmonitionType } from './admonition-types.js';
export type { AdmonitionType } from './admonition-types.js';
