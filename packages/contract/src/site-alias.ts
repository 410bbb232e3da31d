/** The prefix Docusaurus gives paths from the site's folder: `@site/src/components/Highlight`. */
export const SITE_ALIAS = '@site/';
