// A blog's authors pages are one chunk (see layoutChunkHosts in the theme definition).
export { BlogAuthorsLayout as default } from '../layouts/BlogAuthorsLayout/index.js';
export { BlogAuthorPostsLayout } from '../layouts/BlogAuthorPostsLayout/index.js';
