export { Hero } from './Hero.js';
export type { HeroProps } from './Hero.js';
