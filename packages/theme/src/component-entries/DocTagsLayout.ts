export { DocTagsLayout as default } from '../layouts/DocTagsLayout/DocTagsLayout.js';
