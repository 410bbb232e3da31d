export { DocCategoryIndexLayout as default } from '../layouts/DocCategoryIndexLayout/DocCategoryIndexLayout.js';
