export { DocLayout as default } from '../layouts/DocLayout/index.js';
