import type { ConfigKeySchema, ConfigPath } from '@kran/content-core';
import { dottedPath } from './migration-notes.js';
import { MERMAID_ADVICE } from './shared-advice.js';
import type { TranslateContext } from './translate-context.js';
import { copyKnownKeys, type KeyAdvice } from './translate-value.js';

type Options = Readonly<Record<string, unknown>>;

const THEME_CONFIG_ADVICE: Record<string, KeyAdvice> = {
  prism: { notNeeded: 'Kran highlights code when the site is built.' },
  algolia: { notNeeded: 'every Kran site gets an offline search (Pagefind), built with the site.' },
  mermaid: MERMAID_ADVICE,
};

const NAVBAR_ITEM_ADVICE: Record<string, string> = {
  search: 'every Kran navbar has a search box.',
};

/** The keys of themeConfig that site.config.ts takes at its top level. */
const SHELL_KEYS = ['navbar', 'footer', 'colorMode', 'announcementBar', 'tableOfContents'];

/** The top-level keys of site.config.ts that Docusaurus's themeConfig holds (navbar, footer, colorMode, …). */
export function translateThemeConfig(themeConfig: Options, context: TranslateContext): Record<string, unknown> {
  const path = ['themeConfig'];
  const shellSchema: ConfigKeySchema = {
    keys: SHELL_KEYS.filter((key) => context.schema.keys.includes(key)),
    nested: context.schema.nested ?? {},
  };
  const translated = copyKnownKeys(themeConfig, shellSchema, path, context, {
    // `blog` (Docusaurus 3.5's sidebar.groupByYear) goes onto each blog: translate-blog-theme-config.ts; `metadata`
    // into `headTags` (translate-config.ts).
    skip: ['navbar', 'footer', 'blog', 'metadata', 'image'],
    advice: THEME_CONFIG_ADVICE,
  });
  const navbar = themeConfig.navbar as Options | undefined;
  const footer = themeConfig.footer as Options | undefined;
  return {
    ...(navbar ? { navbar: translateNavbar(navbar, [...path, 'navbar'], context) } : {}),
    ...(footer ? footerOf(footer, [...path, 'footer'], context) : {}),
    ...(typeof themeConfig.image === 'string' ? { image: themeConfig.image } : {}),
    ...translated,
  };
}

/** Docusaurus's `themeConfig.metadata` (`[{ name: 'keywords', content: '…' }]`) as `<meta>` tags of `headTags`. */
export function metadataHeadTags(metadata: unknown): { tagName: 'meta'; attributes: Record<string, string> }[] {
  if (!Array.isArray(metadata)) return [];
  return metadata.flatMap((attributes: unknown) =>
    typeof attributes === 'object' && attributes !== null
      ? [{ tagName: 'meta' as const, attributes: { ...attributes } as Record<string, string> }]
      : [],
  );
}

function translateNavbar(navbar: Options, path: ConfigPath, context: TranslateContext): Record<string, unknown> {
  const schema = context.schema.nested?.navbar ?? { keys: [] };
  const itemSchema = schema.nested?.items ?? { keys: [] };
  const items = (Array.isArray(navbar.items) ? (navbar.items as Options[]) : []).flatMap((item, index) => {
    const itemPath = [...path, 'items', index];
    const type = typeof item.type === 'string' ? item.type : 'default';
    if (NAVBAR_ITEM_ADVICE[type]) {
      context.notes.notNeeded(itemPath, `${dottedPath(itemPath)} (type '${type}'): ${NAVBAR_ITEM_ADVICE[type]}`, type);
      return [];
    }
    // Docusaurus names the docs instance of an item `docsPluginId`; Kran `docsId`.
    const { docsPluginId, ...rest } = item;
    const renamed = docsPluginId === undefined ? rest : { ...rest, docsId: docsPluginId };
    return [
      {
        ...copyKnownKeys(renamed, itemSchema, itemPath, context),
        ...iconItemLabel(item, itemSchema, itemPath, context),
      },
    ];
  });
  return { ...copyKnownKeys(navbar, schema, path, context, { skip: ['items'] }), items };
}

/**
 * A label for an icon item (`className: 'header-github-link'`, `aria-label`, no label) where Kran's navbar items have
 * no `aria-label`: its aria-label, shown as the link's text.
 */
function iconItemLabel(item: Options, schema: ConfigKeySchema, path: ConfigPath, context: TranslateContext): Options {
  const ariaLabel = item['aria-label'];
  if (item.label !== undefined || typeof ariaLabel !== 'string' || schema.keys.includes('aria-label')) return {};
  context.notes.check(
    path,
    `${dottedPath(path)} is an icon without a label; Kran shows it as a link labelled '${ariaLabel}', its aria-label.`,
    'Change the label if another text suits the navbar better.',
  );
  return { label: ariaLabel };
}

/** `footer` of site.config.ts; a footer of links without groups (Docusaurus's simple footer) is a note. */
function footerOf(footer: Options, path: ConfigPath, context: TranslateContext): Record<string, unknown> {
  const schema = context.schema.nested?.footer ?? { keys: [] };
  const links = Array.isArray(footer.links) ? (footer.links as Options[]) : [];
  const isSimple = links.some((link) => !Array.isArray(link.items));
  if (isSimple) {
    context.notes.untranslated(
      [...path, 'links'],
      `${dottedPath([...path, 'links'])} lists links without groups, which Kran's footer does not show.`,
      "Put them into titled groups: links: [{ title: 'More', items: [{ label, to }] }].",
    );
  }
  const translated = copyKnownKeys(isSimple ? { ...footer, links: undefined } : footer, schema, path, context);
  // `Copyright © ${new Date().getFullYear()}` was computed once, when the config was loaded.
  if (typeof translated.copyright === 'string' && /copyright\s*:\s*`[^`]*\$\{/.test(context.configText)) {
    context.notes.check(
      [...path, 'copyright'],
      `${dottedPath([...path, 'copyright'])} is computed in docusaurus.config.js; site.config.ts has the text it gave now.`,
      'Write the expression (`${new Date().getFullYear()}`) into site.config.ts to keep it current.',
    );
  }
  return { footer: { links: [], ...translated } };
}
