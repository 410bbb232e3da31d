export { Card } from './Card.js';
export type { CardProps } from './Card.js';
export { Cards } from './Cards.js';
export type { CardsProps } from './Cards.js';
