export { DocLayout as default } from '../layouts/DocLayout/DocLayout.js';
