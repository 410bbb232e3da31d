/** The folder of a Docusaurus plugin's translations: `docusaurus-plugin-content-docs`, `-<id>` for other instances. */
export function pluginFolder(pluginName: string, instanceId: string): string {
  return instanceId === 'default' ? pluginName : `${pluginName}-${instanceId}`;
}

/** A docs version's file, as Docusaurus names it: `current.json`, `version-2.0.json`. */
export function docsVersionTranslationFile(translationsDir: string, instanceId: string, versionName: string): string {
  const name = versionName === 'current' ? 'current' : `version-${versionName}`;
  return `${translationsDir}/${pluginFolder('docusaurus-plugin-content-docs', instanceId)}/${name}.json`;
}

/** A blog's file of its title, description and sidebar title. */
export function blogTranslationFile(translationsDir: string, blogId: string): string {
  return `${translationsDir}/${pluginFolder('docusaurus-plugin-content-blog', blogId)}/options.json`;
}

/** The theme's files of the navbar's and the footer's labels: `docusaurus-theme-classic/navbar.json`. */
export function themeTranslationFile(translationsDir: string, part: 'navbar' | 'footer'): string {
  return `${translationsDir}/docusaurus-theme-classic/${part}.json`;
}

/** The file of the texts in code: the theme's own strings (`theme.docs.paginator.next`) and the site's. */
export function codeTranslationFile(translationsDir: string): string {
  return `${translationsDir}/code.json`;
}
