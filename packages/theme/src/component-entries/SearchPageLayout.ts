export { SearchPageLayout as default } from '../layouts/SearchPageLayout/SearchPageLayout.js';
