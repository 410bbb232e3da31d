import { existsSync } from 'node:fs';
import path from 'node:path';
import { docusaurusVersionOf } from './docusaurus-version.js';
import { readMdxComponents, type MdxComponentEntry } from './mdx-components-module.js';
import { dottedPath } from './migration-notes.js';
import { swizzledComponents } from './swizzled-components.js';
import { siteRelative } from './site-paths.js';
import { MERMAID_ADVICE } from './shared-advice.js';
import type { TranslateContext } from './translate-context.js';
import { blogThemeSettings, withBlogThemeSettings } from './translate-blog-theme-config.js';
import { translatePlugins } from './translate-plugins.js';
import { metadataHeadTags, translateThemeConfig } from './translate-theme-config.js';
import { copyKnownKeys, type KeyAdvice } from './translate-value.js';

type Options = Readonly<Record<string, unknown>>;

const DEPLOYMENT = { notNeeded: 'used by `docusaurus deploy`; deploy build/ with the tools of your host.' };

const SITE_ADVICE: Record<string, KeyAdvice> = {
  organizationName: DEPLOYMENT,
  projectName: DEPLOYMENT,
  deploymentBranch: DEPLOYMENT,
  githubHost: DEPLOYMENT,
  githubPort: DEPLOYMENT,
  noIndex: { hint: 'Kran has no noIndex option yet: set robots meta tags in a Layout override of the theme.' },
  clientModules: { hint: 'Put site-wide CSS into customCss; browser code belongs in a component of the site.' },
};

const MARKDOWN_ADVICE: Record<string, KeyAdvice> = {
  mermaid: MERMAID_ADVICE,
  mdx1Compat: { notNeeded: 'Kran reads Docusaurus 2 content (comments, admonitions, headings ids) as it is.' },
  preprocessor: { hint: 'Kran does not run a preprocessor: edit the files, or do it with a remark plugin.' },
  parseFrontMatter: { hint: 'Kran reads front matter as YAML itself; a remark plugin can change the tree after.' },
  remarkRehypeOptions: { hint: 'Remove it; Kran turns markdown into HTML with its own settings.' },
  anchors: { hint: 'Kran makes heading ids itself (the {#id} syntax included).' },
  emoji: { hint: 'Kran turns emoji shortcodes into emoji as Docusaurus does by default.' },
};

/** The keys of docusaurus.config.js that this file or the ones it calls translate themselves. */
const HANDLED = ['presets', 'plugins', 'themes', 'themeConfig', 'i18n', 'staticDirectories', 'markdown', 'future'];

/** site.config.ts's config object (with code as CodeValue) from a Docusaurus config object; notes in `context`. */
export function translateConfig(config: Options, context: TranslateContext): Record<string, unknown> {
  const site = withoutLogLevels(
    copyKnownKeys(config, context.schema, [], context, { skip: HANDLED, advice: SITE_ADVICE }),
    context,
  );
  const content = translatePlugins(config, context);
  const markdown = {
    ...translateMarkdown(config.markdown as Options | undefined, site, context),
    ...mdxComponentsOf(context.siteDir),
    ...(content.rawImports.length > 0 ? { rawImports: content.rawImports } : {}),
  };
  noteFuture(config.future, context);
  const docusaurusVersion = docusaurusVersionOf(context.siteDir);
  const themeConfig = (config.themeConfig as Options | undefined) ?? {};
  const blogTheme = blogThemeSettings(themeConfig.blog, context);
  const headTags = [
    ...(Array.isArray(site.headTags) ? (site.headTags as unknown[]) : []),
    ...metadataHeadTags(themeConfig.metadata),
  ];
  return {
    ...site,
    ...(headTags.length > 0 ? { headTags } : {}),
    ...(docusaurusVersion ? { docusaurusVersion } : {}),
    ...localeOf(config.i18n as Options | undefined, context),
    ...staticDirOf(config.staticDirectories, context),
    ...(Object.keys(markdown).length > 0 ? { markdown } : {}),
    docs: content.docs,
    blogs: withBlogThemeSettings(content.blogs, blogTheme, context),
    pages: content.pages,
    ...(content.customCss.length > 0 ? { customCss: content.customCss } : {}),
    ...translateThemeConfig(themeConfig, context),
    ...content.extra,
  };
}

/** `markdown.mdxComponents` from the components the site's `src/theme/MDXComponents` maps to imports. */
function mdxComponentsOf(siteDir: string): { mdxComponents?: Record<string, MdxComponentEntry> } {
  const file = swizzledComponents(siteDir).find(({ name }) => name === 'MDXComponents')?.file;
  const read = file && readMdxComponents(siteDir, file);
  return read && Object.keys(read.components).length > 0 ? { mdxComponents: read.components } : {};
}

/**
 * Docusaurus's `future` flags (`faster`, `v4`, the experimental ones) change how Docusaurus builds, not what the site
 * shows, so Kran needs none; a hash router is noted, as Kran links its pages by path.
 */
function noteFuture(future: unknown, context: TranslateContext): void {
  if (future === undefined) return;
  context.notes.notNeeded(['future'], "future: flags of Docusaurus's own build (faster, v4); Kran has its own.");
  if ((future as Options | null)?.experimental_router === 'hash')
    context.notes.untranslated(
      ['future', 'experimental_router'],
      "future.experimental_router: 'hash' serves every page from one file under /#/…; Kran writes a file per page.",
      'Serve build/ from a web server (`kran serve` locally), where links by path work.',
    );
}

const LOCALE_SETTINGS = ['label', 'direction', 'htmlLang', 'calendar', 'path', 'baseUrl', 'url'];

/**
 * Docusaurus's i18n: as it is for a site in several languages (the translations stay in its i18n folder), else as
 * `locale`, the one-language form, with what its localeConfigs set.
 */
function localeOf(i18n: Options | undefined, context: TranslateContext): Record<string, unknown> {
  if (!i18n) return {};
  const code = String(i18n.defaultLocale ?? 'en');
  const locales = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [code];
  const localeConfigs = (i18n.localeConfigs ?? {}) as Record<string, Options>;
  const settingsOf = (locale: string) => {
    const given = localeConfigs[locale] ?? {};
    for (const key of Object.keys(given).filter((key) => !LOCALE_SETTINGS.includes(key)))
      context.notes.untranslated(
        ['i18n', 'localeConfigs', locale, key],
        `i18n.localeConfigs.${locale}.${key} has no counterpart in Kran.`,
        `Leave it out; Kran reads ${LOCALE_SETTINGS.join(', ')}.`,
      );
    return Object.fromEntries(Object.entries(given).filter(([key]) => LOCALE_SETTINGS.includes(key)));
  };
  if (locales.length > 1 || typeof i18n.path === 'string') {
    const configs = Object.fromEntries(
      locales.flatMap((locale) => {
        const settings = settingsOf(locale);
        return Object.keys(settings).length > 0 ? [[locale, settings]] : [];
      }),
    );
    return {
      i18n: {
        defaultLocale: code,
        locales,
        ...(typeof i18n.path === 'string' ? { path: i18n.path } : {}),
        ...(Object.keys(configs).length > 0 ? { localeConfigs: configs } : {}),
      },
    };
  }
  const { label, direction, htmlLang, calendar } = settingsOf(code);
  return { locale: { code, ...definedOf({ label, direction, htmlLang, calendar }) } };
}

function definedOf(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** `staticDir` from Docusaurus's staticDirectories (`static` by default, when the folder exists). */
function staticDirOf(value: unknown, context: TranslateContext): Record<string, unknown> {
  const folders = Array.isArray(value) ? value.map(String) : ['static'];
  const [first, ...rest] = folders;
  if (rest.length > 0) {
    context.notes.untranslated(
      ['staticDirectories'],
      `staticDirectories lists ${folders.length} folders; Kran copies one, ${first}.`,
      `Move the files of ${rest.join(', ')} into ${first}.`,
    );
  }
  if (first === undefined || (value === undefined && !existsSync(path.join(context.siteDir, first)))) return {};
  return { staticDir: siteRelative(context.siteDir, first) };
}

/** `markdown` of site.config.ts; Docusaurus 3.9's `markdown.hooks.onBrokenMarkdownLinks` goes to the top level. */
function translateMarkdown(
  markdown: Options | undefined,
  site: Record<string, unknown>,
  context: TranslateContext,
): Record<string, unknown> | undefined {
  if (!markdown) return undefined;
  const schema = context.schema.nested?.markdown ?? { keys: [] };
  const hooks = (markdown.hooks ?? {}) as Options;
  if (typeof hooks.onBrokenMarkdownLinks === 'string') site.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
  for (const key of Object.keys(hooks).filter(
    (key) => key !== 'onBrokenMarkdownLinks' || typeof hooks[key] !== 'string',
  ))
    context.notes.untranslated(
      ['markdown', 'hooks', key],
      `${dottedPath(['markdown', 'hooks', key])} has no equivalent in Kran and was left out.`,
      'Remove it: Kran reports broken links and images under onBrokenLinks and onBrokenMarkdownLinks.',
    );
  const format = markdown.format;
  const advice: Record<string, KeyAdvice> = {
    ...MARKDOWN_ADVICE,
    format:
      format === 'detect' || format === undefined
        ? { notNeeded: 'Kran reads a file as MDX when it is .mdx or uses MDX syntax, as format: detect does.' }
        : {
            hint: `Kran reads a file as MDX when it is .mdx or uses MDX syntax; format: '${String(format)}' has no equivalent.`,
          },
  };
  return copyKnownKeys(markdown, schema, ['markdown'], context, { skip: ['hooks'], advice });
}

/** Docusaurus's 'log' for broken links and duplicate routes, which Kran writes as 'warn'. */
function withoutLogLevels(site: Record<string, unknown>, context: TranslateContext): Record<string, unknown> {
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onDuplicateRoutes']) {
    if (site[key] !== 'log') continue;
    site[key] = 'warn';
    context.notes.check([key], `${key}: 'log' is written as 'warn', which Kran prints the same way.`, "Keep 'warn'.");
  }
  return site;
}
