import type { HeadTag, LocaleTwins, SiteHeadTag, SiteLocale, SiteMetadata } from '@kran/content-core';
import { withBaseUrl } from '@kran/contract';
import { HEAD_TAG_ATTRIBUTE } from '@kran/runtime';
import type { SiteShell } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import { baseUrlBannerScript } from './base-url-banner.js';
import { canonicalUrl, joinUrl } from './canonical-url.js';
import { openGraphLocale } from './open-graph-locale.js';

export interface HtmlDocumentOptions {
  site: SiteMetadata;
  /** The theme's shell: its colour mode and announcement bar decide the script before the first paint. */
  shell: SiteShell;
  /** The site's theme, whose script runs before the first paint. */
  theme: ThemeDefinition;
  /** Route path, for the canonical URL. */
  path: string;
  title: string;
  description: string;
  /** Prerendered markup of the page. */
  body: string;
  /** JSON of the first page's data and the runtime settings, embedded for hydration. */
  embeddedData: string;
  scripts: string[];
  stylesheets: string[];
  rootId: string;
  dataId: string;
  type: 'website' | 'article';
  /** Alternate links to the site's blog feeds. */
  feeds: { type: string; title: string; href: string }[];
  /** schema.org objects (JSON-LD) about the page. */
  structuredData?: object[];
  /** Open Graph article facts of a blog post. */
  article?: { publishedTime: string; tags: string[] };
  /** Keeps the page out of search engines; `notFound` also gives it no URL of its own (no canonical link). */
  indexing?: PageIndexing;
  /**
   * The `<meta>` and `<link>` tags of the content's MDX `<head>`, after the page's own, marked so that the browser
   * takes them away when the reader navigates to another page.
   */
  headTags?: HeadTag[];
  /** The page's twins in the other locales where they are not at the same path: its alternates name those. */
  localeTwins?: LocaleTwins;
  /** The page's social card (PageHeadFacts), else the site's. */
  image?: string;
  keywords?: string[];
}

export type PageIndexing = 'noindex' | 'notFound';

/** The whole HTML page: head with title, meta, canonical and Open Graph tags, colour-mode script, body. */
export function htmlDocument(options: HtmlDocumentOptions): string {
  const { site, shell, path, title, description } = options;
  const canonical = options.indexing === 'notFound' ? undefined : canonicalUrl(site, path);
  const asset = (file: string) => joinUrl(site.baseUrl, file);
  const prePaintScript = headScript(options.theme, shell);
  const pageMeta = keywordsMeta(options.keywords) + robotsMeta(options.indexing);
  return `<!DOCTYPE html>
<html lang="${site.locale.htmlLang}" dir="${site.locale.direction}" data-theme="${shell.colorMode.defaultMode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${pageMeta}${urlLinks(site, canonical, path, options.localeTwins)}<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
${canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">\n` : ''}<meta property="og:type" content="${options.type}">
<meta property="og:locale" content="${openGraphLocale(site.locale.code)}">
${otherOpenGraphLocales(site)}<meta property="og:site_name" content="${escapeHtml(site.title)}">
${articleMeta(options.article)}${socialCardMeta(site, options.image ?? site.image)}
<meta name="twitter:title" content="${escapeHtml(title)}">
<meta name="twitter:description" content="${escapeHtml(description)}">
${structuredDataScripts(options.structuredData)}${siteLinks(options, asset)}${headTagsOf(options)}<script>${prePaintScript}</script>
${baseUrlBanner(options)}${options.stylesheets.map((file) => `<link rel="stylesheet" href="${escapeHtml(asset(file))}">`).join('\n')}
${options.scripts.map((file) => `<script type="module" fetchpriority="low" src="${escapeHtml(asset(file))}"></script>`).join('\n')}
</head>
<body>
<div id="${options.rootId}">${options.body}</div>
<script id="${options.dataId}" type="application/json">${escapeJsonForHtml(options.embeddedData)}</script>
</body>
</html>
`;
}

/**
 * The home page's check of its base URL, in the head before the stylesheet: a script in the body makes Chromium
 * paint the part of the page above it first and lay out the rest again after the first paint (a long task that
 * counts as blocking time); from the head it adds its banner once the document is parsed.
 */
function baseUrlBanner({ site, path }: HtmlDocumentOptions): string {
  return linesOf(
    path === '/' && site.baseUrlIssueBanner ? [`<script>${baseUrlBannerScript(site.baseUrl)}</script>`] : [],
  );
}

/** Each line followed by a newline; nothing for no lines. */
function linesOf(lines: string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

function robotsMeta(indexing: PageIndexing | undefined): string {
  return linesOf(indexing ? ['<meta name="robots" content="noindex">'] : []);
}

/**
 * The canonical link and, as Docusaurus writes them, the page in each of the site's locales (`hreflang`, the
 * default locale's also as `x-default`): at the same path, or at its twin's where the page has one elsewhere; a
 * locale where it has none is left out.
 */
function urlLinks(
  site: SiteMetadata,
  canonical: string | undefined,
  path: string,
  localeTwins: LocaleTwins = {},
): string {
  if (!canonical) return '';
  const alternate = (hreflang: string, locale: SiteLocale) => {
    const twin =
      locale.code !== site.locale.code && locale.code in localeTwins ? (localeTwins[locale.code] ?? null) : path;
    return twin === null
      ? []
      : [`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(canonicalUrl(locale, twin))}">`];
  };
  const defaultLocale = site.locales.find((locale) => locale.code === site.defaultLocale) ?? site.locale;
  return linesOf([
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...site.locales.flatMap((locale) => alternate(locale.htmlLang, locale)),
    ...alternate('x-default', defaultLocale),
  ]);
}

function otherOpenGraphLocales(site: SiteMetadata): string {
  return linesOf(
    site.locales
      .filter((locale) => locale.code !== site.locale.code)
      .map((locale) => `<meta property="og:locale:alternate" content="${openGraphLocale(locale.code)}">`),
  );
}

function structuredDataScripts(structuredData: object[] = []): string {
  return linesOf(
    structuredData.map(
      (data) => `<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(data))}</script>`,
    ),
  );
}

/** The alternate links to the site's feeds and the favicon link. */
function siteLinks(options: HtmlDocumentOptions, asset: (file: string) => string): string {
  const href = (file: string) => escapeHtml(asset(file));
  const feedLinks = options.feeds.map(
    (feed) => `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${href(feed.href)}">`,
  );
  const favicon = options.site.favicon;
  return linesOf([...feedLinks, ...(favicon ? [`<link rel="icon" href="${href(favicon)}">`] : [])]);
}

/** The config's tags for every page's head, then those of the content's MDX `<head>`. */
function headTagsOf(options: HtmlDocumentOptions): string {
  return `${siteHeadTags(options.site.headTags)}${contentHeadTags(options.headTags)}`;
}

const VOID_ELEMENTS = new Set(['base', 'link', 'meta']);

/** The tags the config adds to every page's head: its stylesheets, scripts and headTags. */
function siteHeadTags(tags: SiteHeadTag[] = []): string {
  return linesOf(
    tags.map(({ tagName, attributes, innerHTML }) => {
      const written = Object.entries(attributes).map(([name, value]) =>
        value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`,
      );
      const open = `<${tagName}${written.join('')}>`;
      return VOID_ELEMENTS.has(tagName) ? open : `${open}${innerHTML ?? ''}</${tagName}>`;
    }),
  );
}

/** The content's `<meta>` and `<link>` tags; its `<title>` is the page's title already. */
function contentHeadTags(tags: HeadTag[] = []): string {
  return linesOf(
    tags
      .flatMap((tag) => (tag.tagName === 'title' ? [] : [tag]))
      .map(({ tagName, attributes }) => {
        const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
        return `<${tagName}${written.join('')} ${HEAD_TAG_ATTRIBUTE}>`;
      }),
  );
}

/** Keywords as Docusaurus writes them, joined with commas. */
function keywordsMeta(keywords: string[] | undefined): string {
  return keywords ? `<meta name="keywords" content="${escapeHtml(keywords.join(','))}">\n` : '';
}

/** The Open Graph and Twitter image, with Twitter's large card, as Docusaurus gives a page with one; else a summary. */
function socialCardMeta(site: SiteMetadata, image: string | undefined): string {
  if (!image) return '<meta name="twitter:card" content="summary">';
  const url = escapeHtml(withBaseUrl(image, site, { absolute: true }));
  return `<meta property="og:image" content="${url}">\n<meta name="twitter:image" content="${url}">\n<meta name="twitter:card" content="summary_large_image">`;
}

function articleMeta(article: HtmlDocumentOptions['article']): string {
  if (!article) return '';
  return [
    `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`,
    ...article.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}">`),
  ]
    .map((line) => `${line}\n`)
    .join('');
}

/** The inline script in every page's head, the theme's (colour mode, closed announcement); the CSP allows it by its hash. */
export function headScript(theme: ThemeDefinition, shell: SiteShell): string {
  return theme.prePaintScript(shell);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Inside <script>, "</script" or "<!--" in the JSON would end or confuse the element.
function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
