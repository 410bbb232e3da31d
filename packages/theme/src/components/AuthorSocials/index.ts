export { AuthorSocials } from './AuthorSocials.js';
export type { AuthorSocialsProps } from './AuthorSocials.js';
