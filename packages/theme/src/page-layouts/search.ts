export { SearchPageLayout as default } from '../layouts/SearchPageLayout/index.js';
