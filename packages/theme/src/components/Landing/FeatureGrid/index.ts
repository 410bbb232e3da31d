export { Feature } from './Feature.js';
export type { FeatureProps } from './Feature.js';
export { FeatureGrid } from './FeatureGrid.js';
export type { FeatureGridProps } from './FeatureGrid.js';
