export { DocCategoryIndexLayout as default } from '../layouts/DocCategoryIndexLayout/index.js';
