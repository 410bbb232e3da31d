import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ALIAS } from '@kran/contract';

/** A `markdown.mdxComponents` entry: a module's default export, or `{ from, export }` for a named one. */
export type MdxComponentEntry = string | { from: string; export: string };

/** What a site's `src/theme/MDXComponents` gives MDX, as site.config.ts's `markdown.mdxComponents` can say it. */
export interface MdxComponentsModule {
  file: string;
  components: Record<string, MdxComponentEntry>;
  /** The names it maps to something Kran cannot take over: HTML elements, or components defined in the file. */
  leftOut: string[];
}

const IMPORT = /import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*(['"])([^'"]+)\3/g;
const COMPONENT_NAME = /^[A-Z][\w$]*$/;

/**
 * Reads the site's `src/theme/MDXComponents` (`file`, from the site's folder; the object it exports by default, spread of Docusaurus's own mapping
 * aside) without running it: each name mapped to an imported component is an entry of `markdown.mdxComponents`.
 */
export function readMdxComponents(siteDir: string, file: string): MdxComponentsModule {
  const absolute = path.join(siteDir, file);
  const source = stripComments(readFileSync(absolute, 'utf8'));
  const imports = importsOf(source, path.dirname(absolute), siteDir);
  const mapping = exportedObjectOf(source);
  const components: Record<string, MdxComponentEntry> = {};
  const leftOut: string[] = [];
  for (const entry of mapping ? topLevelEntries(mapping) : []) {
    if (entry.startsWith('...')) continue;
    const [key, value = key] = entry.split(':').map((part) => part.trim().replace(/^['"]|['"]$/g, ''));
    const imported = imports.get(value!);
    if (COMPONENT_NAME.test(key!) && imported) components[key!] = imported;
    else leftOut.push(key!);
  }
  return { file, components, leftOut };
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/** The file's imports by local name, with specifiers from the site's folder as `@site/…`. */
function importsOf(source: string, folder: string, siteDir: string): Map<string, MdxComponentEntry> {
  const imports = new Map<string, MdxComponentEntry>();
  for (const [, defaultName, named, , specifier] of source.matchAll(IMPORT)) {
    const from = specifier!.startsWith('.')
      ? `${SITE_ALIAS}${path.relative(siteDir, path.resolve(folder, specifier!)).split(path.sep).join('/')}`
      : specifier!;
    if (defaultName) imports.set(defaultName, from);
    for (const part of (named ?? '').split(',')) {
      const [exported, local = exported] = part.trim().split(/\s+as\s+/);
      if (exported) imports.set(local!, exported === 'default' ? from : { from, export: exported });
    }
  }
  return imports;
}

/** The text inside the braces of the object the module exports by default, directly or through a constant. */
function exportedObjectOf(source: string): string | undefined {
  const direct = /export\s+default\s+\{/.exec(source);
  if (direct) return bracedFrom(source, direct.index + direct[0].length - 1);
  const named = /export\s+default\s+([\w$]+)\s*;?/.exec(source);
  if (!named) return undefined;
  const declaration = new RegExp(`(?:const|let|var)\\s+${named[1]}\\b[^=]*=\\s*\\{`).exec(source);
  return declaration ? bracedFrom(source, declaration.index + declaration[0].length - 1) : undefined;
}

function bracedFrom(source: string, open: number): string | undefined {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '{') depth++;
    else if (source[index] === '}' && --depth === 0) return source.slice(open + 1, index);
  }
  return undefined;
}

/** An object literal's entries, split at the commas between them (not those inside brackets or calls). */
function topLevelEntries(inside: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index <= inside.length; index++) {
    const char = inside[index];
    if (char === '{' || char === '(' || char === '[') depth++;
    else if (char === '}' || char === ')' || char === ']') depth--;
    else if ((char === ',' && depth === 0) || index === inside.length) {
      const entry = inside.slice(start, index).trim();
      if (entry) entries.push(entry);
      start = index + 1;
    }
  }
  return entries;
}
