export { Lazy, LAZY_SPINNER_DELAY_MS } from './Lazy.js';
export type { LazyProps } from './Lazy.js';
export { SPINNER_CYCLE_MS } from './Spinner.js';
export { preloadable } from './preloadable.js';
export type { Preloadable } from './preloadable.js';
