export { BlogAuthorsLayout as default } from '../layouts/BlogAuthorsLayout/BlogAuthorsLayout.js';
