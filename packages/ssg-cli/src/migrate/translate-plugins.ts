import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigPath } from '@kran/content-core';
import { dottedPath } from './migration-notes.js';
import { moduleEntry, namesPackage, type ModuleKind } from './plugin-names.js';
import { REDIRECTS_KEY, redirectsConfig } from './redirects-mapping.js';
import { SASS_KEY, sassConfig } from './sass-mapping.js';
import { ANALYTICS_ADVICE } from './shared-advice.js';
import { rawImportTestsOf } from './raw-import-rules.js';
import { siteRelative } from './site-paths.js';
import { blogEntry, docsEntry, pagesEntry } from './translate-content-plugins.js';
import type { TranslateContext } from './translate-context.js';
import { noteUnknownKey, type KeyAdvice } from './translate-value.js';

type Options = Readonly<Record<string, unknown>>;

/** What the presets and plugins of docusaurus.config.js become in site.config.ts. */
export interface ContentConfig {
  docs: Record<string, unknown>[];
  blogs: Record<string, unknown>[];
  pages: Record<string, unknown> | false;
  customCss: string[];
  /** The imports the plugins' webpack rules take as their file's text: `markdown.rawImports`. */
  rawImports: RegExp[];
  /** Further top-level keys (the redirects, the Sass options). */
  extra: Record<string, unknown>;
}

/** Plugins and themes that need nothing in site.config.ts, with the reason. */
const NOT_NEEDED: Record<string, string> = {
  'docusaurus-plugin-sass':
    'Kran compiles .scss and .sass files itself when the site has `sass` installed; its options are `sass` in site.config.ts.',
  '@docusaurus/plugin-sitemap': 'Kran always writes sitemap.xml.',
  '@docusaurus/theme-classic': "Kran's theme takes its place.",
  '@docusaurus/theme-search-algolia': 'every Kran site gets an offline search (Pagefind), built with the site.',
  '@easyops-cn/docusaurus-search-local': 'every Kran site gets an offline search (Pagefind), built with the site.',
  '@docusaurus/plugin-debug': "it only serves Docusaurus's debug pages.",
};

const PRESET_ADVICE: Record<string, KeyAdvice> = {
  sitemap: { notNeeded: 'Kran always writes sitemap.xml.' },
  debug: { notNeeded: "it only serves Docusaurus's debug pages." },
  svgr: { notNeeded: 'Kran bundles SVG files the site imports itself.' },
  gtag: ANALYTICS_ADVICE,
  googleAnalytics: ANALYTICS_ADVICE,
  googleTagManager: ANALYTICS_ADVICE,
};

const CONTENT_PLUGINS = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
  redirects: '@docusaurus/plugin-client-redirects',
  sass: 'docusaurus-plugin-sass',
};

/** The docs, blogs, pages, custom CSS and redirects of the presets and plugins; notes for everything else. */
export function translatePlugins(config: Options, context: TranslateContext): ContentConfig {
  const content: ContentConfig = { docs: [], blogs: [], pages: false, customCss: [], rawImports: [], extra: {} };
  for (const [index, entry] of asList(config.presets).entries()) {
    translatePreset(entry, ['presets', index], content, context);
  }
  for (const [index, entry] of asList(config.plugins).entries()) {
    translatePlugin(entry, ['plugins', index], content, context);
  }
  for (const [index, entry] of asList(config.themes).entries()) {
    const read = moduleEntry(entry);
    if (read) noteModule(read.name, 'theme', ['themes', index], context);
  }
  return content;
}

function translatePreset(entry: unknown, at: ConfigPath, content: ContentConfig, context: TranslateContext): void {
  const read = moduleEntry(entry);
  if (!read) return;
  if (read.name === undefined || !namesPackage(read.name, '@docusaurus/preset-classic', 'preset')) {
    noteModule(read.name, 'preset', at, context);
    return;
  }
  const options = asOptions(read.options);
  const optionsPath = [...at, 1];
  // Docusaurus builds the blog and the pages when their folders exist, unless they are set to false.
  const isOn = (key: string, folder: string) =>
    options[key] !== false && (options[key] !== undefined || existsSync(path.join(context.siteDir, folder)));
  if (options.docs !== false) content.docs.push(docsEntry(asOptions(options.docs), [...optionsPath, 'docs'], context));
  if (isOn('blog', 'blog')) content.blogs.push(blogEntry(asOptions(options.blog), [...optionsPath, 'blog'], context));
  if (isOn('pages', 'src/pages'))
    content.pages = pagesEntry(asOptions(options.pages), [...optionsPath, 'pages'], context);
  const theme = asOptions(options.theme);
  for (const file of [theme.customCss ?? []].flat())
    content.customCss.push(siteRelative(context.siteDir, String(file)));
  for (const key of Object.keys(theme).filter((key) => key !== 'customCss'))
    noteUnknownKey([...optionsPath, 'theme', key], undefined, context);
  for (const key of Object.keys(options).filter((key) => !['docs', 'blog', 'pages', 'theme'].includes(key)))
    noteUnknownKey([...optionsPath, key], PRESET_ADVICE[key], context);
}

function translatePlugin(entry: unknown, path: ConfigPath, content: ContentConfig, context: TranslateContext): void {
  const read = moduleEntry(entry);
  if (!read) return;
  const name = read.name;
  const options = asOptions(read.options);
  const optionsPath = [...path, 1];
  if (name !== undefined && namesPackage(name, CONTENT_PLUGINS.docs, 'plugin'))
    content.docs.push(docsEntry(options, optionsPath, context));
  else if (name !== undefined && namesPackage(name, CONTENT_PLUGINS.blog, 'plugin'))
    content.blogs.push(blogEntry(options, optionsPath, context));
  else if (name !== undefined && namesPackage(name, CONTENT_PLUGINS.pages, 'plugin'))
    content.pages = pagesEntry(options, optionsPath, context);
  else if (name !== undefined && namesPackage(name, CONTENT_PLUGINS.redirects, 'plugin'))
    content.extra[REDIRECTS_KEY] = redirectsConfig(options, optionsPath, context);
  else if (name !== undefined && namesPackage(name, CONTENT_PLUGINS.sass, 'plugin')) {
    const sass = sassConfig(options, optionsPath, context);
    if (sass) content.extra[SASS_KEY] = sass;
    noteModule(name, 'plugin', path, context);
  } else if (read.isFunction) {
    const rawImports = rawImportTestsOf([entry].flat()[0], read.options, context.siteDir);
    content.rawImports.push(...rawImports);
    noteModule(name, 'plugin', path, context, rawImports);
  } else noteModule(name, 'plugin', path, context);
}

/** A note for a preset, plugin or theme site.config.ts has no place for. */
function noteModule(
  name: string | undefined,
  kind: ModuleKind,
  path: ConfigPath,
  context: TranslateContext,
  rawImports: readonly RegExp[] = [],
): void {
  if (name === undefined) {
    const taken =
      rawImports.length > 0
        ? ` Its webpack rules that import files as their text are markdown.rawImports (${rawImports.join(', ')}).`
        : '';
    context.notes.untranslated(
      path,
      `${dottedPath(path)} is a ${kind} written as a function in the config; Kran does not run Docusaurus ${kind}s.${taken}`,
      'Do its job with a remark or rehype plugin, a component of the site or a theme override.',
    );
    return;
  }
  const known = Object.keys(NOT_NEEDED).find((packageName) => namesPackage(name, packageName, kind));
  if (known) {
    context.notes.notNeeded(path, `${known}: ${NOT_NEEDED[known]}`, name);
    return;
  }
  context.notes.untranslated(
    path,
    `The ${kind} ${name} was left out: Kran does not run Docusaurus ${kind}s.`,
    'Do its job with a remark or rehype plugin from npm, a component of the site or a theme override ' +
      '(docs/migrating-from-docusaurus.md lists what Kran does itself).',
    name,
  );
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asOptions(value: unknown): Options {
  return typeof value === 'object' && value !== null ? (value as Options) : {};
}
