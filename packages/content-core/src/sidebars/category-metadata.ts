import { parseDocument } from 'yaml';
import type { SourceFile } from '../loading/collect-files.js';
import type { SidebarCategoryLinkConfig } from '../config/config.js';
import { ConfigSource } from '../config/config-source.js';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import { parseJsonText } from '../loading/json-text.js';
import { checkCategoryLink, isPlainObject } from './category-link.js';

/** What a folder's `_category_.json` or `_category_.yml` says about the category it makes. */
export interface CategoryMetadata {
  /** The file, relative to the site root, for errors about what it names. */
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  /** null: no link, not even to the folder's index doc. */
  link?: SidebarCategoryLinkConfig | null;
  /** Where `link` stands in the file. */
  linkLocation?: SourceLocation;
}

/** Category metadata by folder, relative to the docs folder with order numbers kept: `02-guides`, `.`. */
export type CategoryMetadataByFolder = ReadonlyMap<string, CategoryMetadata>;

const FIELDS: Readonly<Record<string, { expected: string; isValid: (value: unknown) => boolean }>> = {
  label: { expected: 'a text', isValid: (value) => typeof value === 'string' },
  position: { expected: 'a number', isValid: (value) => typeof value === 'number' && Number.isFinite(value) },
  collapsed: { expected: 'true or false', isValid: (value) => typeof value === 'boolean' },
  collapsible: { expected: 'true or false', isValid: (value) => typeof value === 'boolean' },
  className: { expected: 'a text', isValid: (value) => typeof value === 'string' },
  customProps: { expected: 'an object', isValid: isPlainObject },
  link: { expected: 'an object or null', isValid: (value) => value === null || isPlainObject(value) },
};
const EXAMPLE = '`{ "label": "Anleitungen", "position": 2, "link": { "type": "generated-index" } }`';

/**
 * Reads the category files of a docs folder; where a folder has several, `.json` wins over `.yml` over `.yaml`,
 * as in Docusaurus. A file that is not valid is reported at its line and column, and left out.
 */
export function readCategoryMetadata(files: readonly SourceFile[], problems: Problems): CategoryMetadataByFolder {
  const byFolder = new Map<string, CategoryMetadata>();
  const rank = (file: string) => ['json', 'yml', 'yaml'].indexOf(file.slice(file.lastIndexOf('.') + 1));
  for (const file of [...files].sort((a, b) => rank(a.file) - rank(b.file))) {
    const folder = file.relativePath.includes('/')
      ? file.relativePath.slice(0, file.relativePath.lastIndexOf('/'))
      : '.';
    if (byFolder.has(folder)) continue;
    const metadata = parseCategoryFile(file, problems);
    if (metadata) byFolder.set(folder, metadata);
  }
  return byFolder;
}

function parseCategoryFile({ file, source }: SourceFile, problems: Problems): CategoryMetadata | undefined {
  const parsed = file.endsWith('.json')
    ? parseJsonText(file, source, problems, `Quote every key and text, e.g. ${EXAMPLE}.`)
    : parseYaml(file, source, problems);
  if (!parsed.ok) return undefined;
  const data = parsed.value;
  const text = new ConfigSource(file, source);
  if (!isPlainObject(data)) {
    problems.error('A category file must hold an object of category settings.', { file, line: 1, column: 1 }, EXAMPLE);
    return undefined;
  }
  const errorCount = problems.errors.length;
  const metadata: CategoryMetadata = { file };
  for (const [key, value] of Object.entries(data)) {
    const field = FIELDS[key];
    if (!field) {
      problems.error(
        `The category file has the key "${key}", which Kran does not read.`,
        text.locateKey(key),
        `The keys of a category file are: ${Object.keys(FIELDS).join(', ')}.`,
      );
    } else if (!field.isValid(value)) {
      problems.error(
        `The category's "${key}" must be ${field.expected}.`,
        text.locateKey(key),
        `Write it like ${EXAMPLE}.`,
      );
    } else if (key === 'link' && value === null) {
      metadata.link = null;
    } else if (key === 'link') {
      const link = checkCategoryLink(value);
      if (typeof link === 'string')
        problems.error(
          `The category's link ${link}`,
          text.locateKey('link'),
          'Write `"link": { "type": "doc", "id": "intro" }` or `"link": { "type": "generated-index" }`.',
        );
      else Object.assign(metadata, { link, linkLocation: text.locateKey('link') });
    } else {
      Object.assign(metadata, { [key]: value });
    }
  }
  return problems.errors.length === errorCount ? metadata : undefined;
}

function parseYaml(file: string, source: string, problems: Problems): { ok: true; value: unknown } | { ok: false } {
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const firstError = document.errors[0];
  if (!firstError) return { ok: true, value: document.toJS() as unknown };
  const position = firstError.linePos?.[0];
  problems.error(
    `The category file is not valid YAML: ${firstLine(firstError.message).replace(/ at line \d+, column \d+:$/, '')}.`,
    { file, line: position?.line ?? 1, column: position?.col ?? 1 },
    'Check the indentation and quote texts that contain a colon, e.g. `label: "Podman: Anleitungen"`.',
  );
  return { ok: false };
}

function firstLine(text: string): string {
  return text.split('\n')[0]!;
}
