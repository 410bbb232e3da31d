import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_VERSION } from '@kran/bench/lib/docusaurus-install.mjs';
import { factsOfBuild } from '../fidelity/build-facts';
import { DOCUSAURUS2_INSTALL } from '../fidelity/docusaurus-build';
import type { I18nPageFacts } from './i18n-facts';
import type { RepoSource } from './repos';

const dir = path.join(import.meta.dirname, 'i18n');

/** Loomcast: a Docusaurus 2.4.3 site in English, German and Arabic (`website/i18n/de`, `website/i18n/arabic`). */
export const I18N_REPO: RepoSource = {
  name: 'i18n',
  dir,
  expectedFile: path.join(dir, 'expected.json'),
  builtWith: `Docusaurus ${DOCUSAURUS_VERSION}`,
  install: DOCUSAURUS2_INSTALL,
  kranPackages: {},
};

/** The locales of website/docusaurus.config.js, the default first; each but the default builds into build/<locale>/. */
export const I18N_LOCALES = ['en', 'de', 'ar'] as const;
const [DEFAULT_LOCALE] = I18N_LOCALES;

/** What one locale's build shows: its routes, the facts of each, its sitemap and its blog feed's channel. */
export interface LocaleBuild {
  routes: string[];
  pages: Record<string, I18nPageFacts>;
  /** The `<loc>` of each entry of the locale's sitemap.xml, sorted. */
  sitemap: string[];
  /** The `<channel>` of the locale's blog/rss.xml: its `<language>` and `<link>`. */
  feed?: { language?: string; link?: string };
}

/** The content of the repository's expected.json. */
export interface ExpectedI18nRepo {
  builtWith: string;
  locales: Record<string, LocaleBuild>;
}

/** The locale a route belongs to: the first segment when it names a locale, else the default locale. */
export function localeOfRoute(route: string): string {
  const first = route.split('/')[1] ?? '';
  return I18N_LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

function localeFolder(buildDir: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? buildDir : path.join(buildDir, locale);
}

function readIfPresent(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function sitemapOf(folder: string): string[] {
  const xml = readIfPresent(path.join(folder, 'sitemap.xml')) ?? '';
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '').sort();
}

function feedOf(folder: string): LocaleBuild['feed'] {
  const rss = readIfPresent(path.join(folder, 'blog', 'rss.xml'));
  if (rss === undefined) return undefined;
  const channel = rss.split('<item>')[0] ?? '';
  const element = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(channel)?.[1];
  return { language: element('language'), link: element('link') };
}

const isNotFoundPage = (route: string, locale: string) =>
  route === (locale === DEFAULT_LOCALE ? '/404' : `/${locale}/404`);

/**
 * The facts of a whole build by locale: the routes (all of them, as `routes` lists) grouped by localeOfRoute, each
 * locale's 404 page left out as routesOfBuild leaves out the default locale's.
 */
export function localeBuilds(
  buildDir: string,
  routes: string[],
  factsOf: (html: string) => I18nPageFacts,
): Record<string, LocaleBuild> {
  const facts = factsOfBuild(buildDir, routes, factsOf);
  return Object.fromEntries(
    I18N_LOCALES.map((locale) => {
      const ofLocale = routes.filter((route) => localeOfRoute(route) === locale && !isNotFoundPage(route, locale));
      const folder = localeFolder(buildDir, locale);
      const build: LocaleBuild = {
        routes: ofLocale,
        pages: Object.fromEntries(ofLocale.flatMap((route) => (facts.has(route) ? [[route, facts.get(route)]] : []))),
        sitemap: sitemapOf(folder),
        feed: feedOf(folder),
      };
      return [locale, build];
    }),
  );
}
