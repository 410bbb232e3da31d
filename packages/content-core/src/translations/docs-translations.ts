import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import type { Problems } from '../errors/problems.js';
import { docsVersionTranslationFile } from './plugin-translation-files.js';
import { readTranslatableTexts } from './read-translation-file.js';
import type { TranslatableTexts } from './translatable-texts.js';

/** The translatable texts of each docs version (its label, its sidebars' labels), in the order of `versions`. */
export async function readDocsTranslations(
  versions: readonly ResolvedDocsConfig[],
  context: { siteDir: string; translationsDir: string; problems: Problems },
): Promise<TranslatableTexts[]> {
  return Promise.all(
    versions.map((docs) =>
      readTranslatableTexts(docsVersionTranslationFile(context.translationsDir, docs.id, docs.version.name), context),
    ),
  );
}

/** The version with its label translated: `version.label` of its `current.json` or `version-<name>.json`. */
export function translateDocsVersion(docs: ResolvedDocsConfig, texts: TranslatableTexts): ResolvedDocsConfig {
  const { version } = docs;
  const label = texts.text('version.label', version.label, `The label for version ${version.name}`);
  return { ...docs, version: { ...version, label } };
}
