// The docs' tag pages are one chunk (see layoutChunkHosts in the theme definition).
export { DocTagsLayout as default } from '../layouts/DocTagsLayout/index.js';
export { DocTagDocsLayout } from '../layouts/DocTagDocsLayout/index.js';
