export { AuthorCard } from './AuthorCard.js';
export type { AuthorCardProps } from './AuthorCard.js';
export { AuthorName } from './AuthorName.js';
