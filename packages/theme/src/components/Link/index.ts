export { Link } from './Link.js';
export type { ThemeLinkProps } from './Link.js';
export { isExternalUrl } from '@kran/runtime';
