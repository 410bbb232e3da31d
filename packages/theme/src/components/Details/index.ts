export { Details } from './Details.js';
export type { DetailsProps } from './Details.js';
