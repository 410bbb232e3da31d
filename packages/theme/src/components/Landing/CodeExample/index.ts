export { CodeExample } from './CodeExample.js';
export type { CodeExampleProps } from './CodeExample.js';
