// The docs' layouts are one chunk: they share the docs sidebar, breadcrumbs and version badges, which pages of other
// kinds then never load (see layoutChunkHosts in the theme definition).
export { DocLayout as default } from '../layouts/DocLayout/index.js';
export { DocCategoryIndexLayout } from '../layouts/DocCategoryIndexLayout/index.js';
