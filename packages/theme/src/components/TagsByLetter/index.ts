export { TagsByLetter } from './TagsByLetter.js';
export type { TagsByLetterProps } from './TagsByLetter.js';
export type { CountedTag } from './group-tags-by-letter.js';
