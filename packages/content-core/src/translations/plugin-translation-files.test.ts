import { expect, it } from 'vitest';
import { blogTranslationFile, docsVersionTranslationFile, themeTranslationFile } from './plugin-translation-files.js';

it("names each plugin's files as Docusaurus does: an instance other than default and a version in the name", () => {
  expect(docsVersionTranslationFile('i18n/de', 'default', 'current')).toBe(
    'i18n/de/docusaurus-plugin-content-docs/current.json',
  );
  expect(docsVersionTranslationFile('i18n/de', 'community', '2.0')).toBe(
    'i18n/de/docusaurus-plugin-content-docs-community/version-2.0.json',
  );
  expect(blogTranslationFile('translations/fr', 'release')).toBe(
    'translations/fr/docusaurus-plugin-content-blog-release/options.json',
  );
  expect(themeTranslationFile('i18n/de', 'footer')).toBe('i18n/de/docusaurus-theme-classic/footer.json');
});
