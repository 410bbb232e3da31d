/**
 * Where Docusaurus's i18n layout keeps a content folder's translations, below the built locale's translations folder
 * (`i18n/de`): `docusaurus-plugin-content-docs/current`, `…-docs-api/version-1.0` for another docs instance's
 * version, `docusaurus-plugin-content-blog`, `docusaurus-plugin-content-pages`.
 */
export const translatedFolders = {
  docs: (translationsDir: string, docsId: string, versionName: string) =>
    `${pluginFolder(translationsDir, 'docs', docsId)}/${versionName === 'current' ? 'current' : `version-${versionName}`}`,
  blog: (translationsDir: string, blogId: string) => pluginFolder(translationsDir, 'blog', blogId),
  pages: (translationsDir: string) => pluginFolder(translationsDir, 'pages', 'default'),
};

function pluginFolder(translationsDir: string, plugin: 'docs' | 'blog' | 'pages', id: string): string {
  return `${translationsDir}/docusaurus-plugin-content-${plugin}${id === 'default' ? '' : `-${id}`}`;
}
