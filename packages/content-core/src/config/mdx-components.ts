import path from 'node:path';
import type { SiteConfig } from './config.js';
import type { ConfigSource } from './config-source.js';
import type { Problems } from '../errors/problems.js';
import { MdxError } from '../markdown/mdx/mdx-error.js';
import type { GlobalMdxComponent, MdxReading } from '../markdown/mdx/mdx-version.js';
import { SITE_ALIAS } from '@kran/contract';
import { bindingOf } from '../markdown/mdx/read-esm.js';

const COMPONENT_NAME = /^[A-Z][\w$]*$/;
const ENTRY_HINT =
  "Write `Name: '@site/src/components/Name'` for a default export, or `Name: { from: '…', export: 'Name' }`.";

/**
 * How the site's MDX is read: the MDX of its Docusaurus version, with the components of `markdown.mdxComponents` and
 * the raw imports of `markdown.rawImports`.
 */
export function resolveMdxReading(config: SiteConfig): MdxReading {
  const version = config.docusaurusVersion === 3 ? 3 : 1;
  const rawImports = (config.markdown?.rawImports ?? []).filter((pattern) => pattern instanceof RegExp);
  const entries = Object.entries(config.markdown?.mdxComponents ?? {}).flatMap(([name, value]) => {
    const read = readEntry(name, value);
    return 'component' in read ? [[name, read.component] as const] : [];
  });
  return {
    version,
    ...(entries.length > 0 ? { components: Object.fromEntries(entries) } : {}),
    ...(rawImports.length > 0 ? { rawImports } : {}),
  };
}

/** Checks `markdown.rawImports`: a list of regular expressions, as a webpack rule's `test`. */
export function checkRawImports(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const patterns: unknown = config.markdown?.rawImports;
  if (patterns === undefined) return;
  if (Array.isArray(patterns) && patterns.every((pattern) => pattern instanceof RegExp)) return;
  problems.error(
    'markdown.rawImports is not a list of regular expressions, so Kran cannot tell which imports are raw.',
    source.locateKey('rawImports'),
    'Write it like `rawImports: [/\\.raw\\./]`: each expression is tested against the import, as a webpack rule is.',
  );
}

/** Checks `markdown.mdxComponents`: component names, and imports that MDX can render. */
export function checkMdxComponents(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const components: unknown = config.markdown?.mdxComponents;
  if (components === undefined) return;
  if (typeof components !== 'object' || components === null || Array.isArray(components)) {
    problems.error(
      'markdown.mdxComponents is not an object of component names and their imports.',
      source.locateKey('mdxComponents'),
      ENTRY_HINT,
    );
    return;
  }
  for (const [name, value] of Object.entries(components)) {
    const read = readEntry(name, value);
    if ('problem' in read)
      problems.error(
        read.problem.message,
        source.locatePath(['markdown', 'mdxComponents', name]) ?? source.locateKey('mdxComponents'),
        read.problem.hint,
      );
  }
}

/**
 * The import a `markdown.mdxComponents` entry names, or what is wrong with it. A path from the site's folder
 * (`./src/…`, as the config's other paths) becomes `@site/…`, since a relative import in MDX starts at its file.
 */
function readEntry(
  name: string,
  value: unknown,
): { component: GlobalMdxComponent } | { problem: { message: string; hint: string } } {
  if (!COMPONENT_NAME.test(name))
    return {
      problem: {
        message:
          `markdown.mdxComponents names "${name}", which MDX does not read as a component: only a name that starts ` +
          'with a capital letter is one (a lowercase name is an HTML element, which Kran does not let a site replace).',
        hint: 'Name the component with a capital letter, as the MDX files write it (`<Highlight>`).',
      },
    };
  const [from, exportName] =
    typeof value === 'string'
      ? [value, 'default']
      : typeof value === 'object' && value !== null && 'from' in value && 'export' in value
        ? [value.from, value.export]
        : [];
  if (typeof from !== 'string' || typeof exportName !== 'string')
    return {
      problem: {
        message: `markdown.mdxComponents.${name} names no module to import the component from.`,
        hint: ENTRY_HINT,
      },
    };
  const specifier = from.startsWith('.') ? `${SITE_ALIAS}${path.posix.normalize(from)}` : from;
  try {
    bindingOf(specifier, exportName);
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    return { problem: { message: `markdown.mdxComponents.${name}: ${error.message}`, hint: error.hint } };
  }
  return { component: { specifier, exportName } };
}
