export { DocTagDocsLayout as default } from '../layouts/DocTagDocsLayout/DocTagDocsLayout.js';
